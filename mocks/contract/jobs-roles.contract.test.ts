import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  applyForJob,
  getJobDetails,
  getJobs,
  getLabourCategories,
  getRoles,
  updateRoles,
} from '@plastihub/api-client';
import { users } from '../src/db/users';
import { server } from '../src/node';
import { signIn, useContractClient } from './harness';
import { itHandlesFaults, itRequiresSignIn, validationErrorOf } from './failures';
import { demoAsset } from './files';

describe('roles', () => {
  useContractClient();

  it('GET /role-list gives the eight roles with their images', async () => {
    const roles = await getRoles();
    expect(roles.map((r) => r.name)).toEqual([
      'Material Seller',
      'Machine Vendor',
      'Job Provider',
      'Buyer',
      'Institutes',
      'Contractor',
      'Financial Institutation',
      'Job Seeker',
    ]);
    for (const role of roles) expect(demoAsset(role.image).toString()).toMatch(/^<svg/);
  });

  it('POST /user-role-update replaces the signed-in user’s roles', async () => {
    signIn(1);
    const result = await updateRoles(['Job Seeker', 'Financial Institutation']);
    expect(result.msg).toBe('Role updated successfully.');
    expect(users.find(1)?.user_type).toBe('Job Seeker,Financial Institutation');
    expect(users.find(2)?.user_type).toBe('Machine Vendor,Job Provider');
  });

  it('POST /user-role-update needs at least one known role', async () => {
    signIn(1);
    const empty = await validationErrorOf(updateRoles([]));
    expect(empty.fieldErrors).toEqual({ role: 'The role field is required.' });
    const unknown = await validationErrorOf(updateRoles(['Buyer', 'Astronaut']));
    expect(unknown.fieldErrors).toEqual({ role: 'The selected role is invalid.' });
    expect(users.find(1)?.user_type).toBe('Material Seller,Machine Vendor,Buyer');
  });

  itRequiresSignIn({ updateRoles: () => updateRoles(['Buyer']) });
  itHandlesFaults({
    getRoles: { endpoint: '/role-list', call: () => getRoles() },
    updateRoles: { endpoint: '/user-role-update', call: () => updateRoles(['Buyer']) },
  });
});

describe('manpower jobs', () => {
  useContractClient();

  it('GET /bulk-manpower-work-categories gives the labour categories of a country type', async () => {
    const india = await getLabourCategories('India');
    expect(india).toHaveLength(12);
    expect(india[0]).toEqual({
      id: 1,
      name: 'Machine Operators',
      image: 'http://localhost/demo-images/jobs/labour-machine-operator.svg',
    });
    const international = await getLabourCategories('International');
    expect(international.map((c) => c.name)).not.toContain('Helpers');
    expect(international).toHaveLength(8);
    for (const category of india) demoAsset(category.image);
  });

  it('GET /job-categorywise lists the jobs of a country type, without contact details', async () => {
    const india = await getJobs('India');
    expect(india).toHaveLength(28);
    expect(india[0]).toMatchObject({
      id: 1,
      title: 'Injection Moulding Machine Operator',
      companyName: 'Sabarmati Polymers Pvt. Ltd.',
      salaryFrom: 12000,
      salaryTo: 16000,
      area: 'Vatva GIDC',
      openings: 6,
      countryType: 'India',
    });
    expect(india[0]).not.toHaveProperty('contact');
    const international = await getJobs('International');
    expect(international).toHaveLength(12);
    expect(new Set(international.map((j) => j.countryType))).toEqual(new Set(['International']));
  });

  it('GET /job-details gives the job with its contact, or null for an unknown id', async () => {
    const job = await getJobDetails(16);
    expect(job).toMatchObject({
      title: 'Marketing Coordinator',
      companyName: 'Kerala Polytech Industries',
      jobType: 'Part Time',
      contact: { name: 'Priya Nair', mobile: '9847012345', email: 'priya.nair@example.in' },
      hasApplied: false,
    });
    expect(job?.details).toContain('Kalamassery');
    expect(await getJobDetails(9999)).toBeNull();
  });

  it('GET /job-details sends minimum education, timing and working days; a server without them gives null', async () => {
    expect(await getJobDetails(16)).toMatchObject({
      minimumEducation: 'Graduate',
      timing: '10:00 AM - 2:00 PM',
      workingDays: 'Six days a week',
    });
    server.use(
      http.get('*/api/job-details', () =>
        HttpResponse.json({ jobs: { id: 16, title: 'Marketing Coordinator' } }),
      ),
    );
    expect(await getJobDetails(16)).toMatchObject({
      minimumEducation: null,
      timing: null,
      workingDays: null,
    });
  });

  it('GET /job-apply records one application per user and job', async () => {
    signIn(12);
    expect((await applyForJob(3)).msg).toBe('You have applied for this job.');
    expect((await getJobDetails(3))?.hasApplied).toBe(true);
    const twice = await validationErrorOf(applyForJob(3));
    expect(twice.message).toBe('You have already applied for this job.');
    signIn(11);
    expect((await getJobDetails(3))?.hasApplied).toBe(false);
    await expect(applyForJob(3)).resolves.toEqual({ msg: 'You have applied for this job.' });
    const missing = await validationErrorOf(applyForJob(9999));
    expect(missing.message).toBe('Record Not Found');
  });

  itRequiresSignIn({ applyForJob: () => applyForJob(1) });
  itHandlesFaults({
    getLabourCategories: {
      endpoint: '/bulk-manpower-work-categories',
      call: () => getLabourCategories('India'),
    },
    getJobs: { endpoint: '/job-categorywise', call: () => getJobs('India') },
    getJobDetails: { endpoint: '/job-details', call: () => getJobDetails(1) },
    applyForJob: { endpoint: '/job-apply', call: () => applyForJob(1) },
  });
});
