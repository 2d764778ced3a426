import { describe, expect, it } from 'vitest';
import type { JobSummary } from '@plastihub/api-client';
import { choicesOf, filterJobList, paysWithin } from './jobs.data';

const job = (fields: Partial<JobSummary>): JobSummary => ({
  id: 1,
  title: 'Machine Operator',
  companyName: 'Supreme',
  salaryFrom: 12_000,
  salaryTo: 18_000,
  city: 'Pune',
  state: 'Maharashtra',
  area: 'Chakan',
  openings: 4,
  jobType: 'Full Time',
  experience: '1-3 years',
  category: 'Operators',
  categoryId: 1,
  countryType: 'India',
  ...fields,
});

describe('the job filters, applied in the browser', () => {
  it('matches a salary band where the pay overlaps it, one side being enough when the other is missing', () => {
    expect(paysWithin(job({}), '10k-15k')).toBe(true);
    expect(paysWithin(job({}), '15k-25k')).toBe(true);
    expect(paysWithin(job({}), '25k-50k')).toBe(false);
    expect(paysWithin(job({ salaryFrom: 9_000, salaryTo: null }), 'Below 10K')).toBe(true);
    expect(paysWithin(job({ salaryFrom: 1_20_000, salaryTo: 1_50_000 }), 'Above of 1L')).toBe(true);
    expect(paysWithin(job({ salaryFrom: null, salaryTo: null }), 'Below 10K')).toBe(false);
  });

  it('keeps the jobs of any chosen category and any chosen city, in the band', () => {
    const jobs = [
      job({ id: 1 }),
      job({ id: 2, city: 'Surat' }),
      job({ id: 3, category: 'Quality', salaryFrom: 30_000, salaryTo: 40_000 }),
    ];
    const ids = (values: { category?: string[]; city?: string[]; salary?: string[] }) =>
      filterJobList(jobs, { category: [], city: [], salary: [], ...values }).map((found) => found.id);
    expect(ids({})).toEqual([1, 2, 3]);
    expect(ids({ category: ['Operators'] })).toEqual([1, 2]);
    expect(ids({ city: ['Pune', 'Surat'], category: ['Operators', 'Quality'] })).toEqual([1, 2, 3]);
    expect(ids({ city: ['Pune'], salary: ['25k-50k'] })).toEqual([3]);
    // A band the list does not know filters nothing out.
    expect(ids({ salary: ['a lot'] })).toEqual([1, 2, 3]);
  });

  it('offers each category and city once, sorted, without blanks', () => {
    const jobs = [job({ city: 'Surat' }), job({ city: 'Pune ' }), job({ city: '' }), job({ city: 'Pune' })];
    expect(choicesOf(jobs, 'city')).toEqual(['Pune', 'Surat']);
  });
});
