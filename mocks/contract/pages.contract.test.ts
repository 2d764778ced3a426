import { describe, expect, it } from 'vitest';
import {
  ApiValidationError,
  getAboutUs,
  getFrontPage,
  getPrivacyPolicy,
  submitContactForm,
  type ContactForm,
} from '@plastihub/api-client';
import { contactMessages } from '../src/seed/pages';
import { useContractClient } from './harness';
import { itHandlesFailures } from './failures';

const form: ContactForm = {
  firstName: 'Nikhil',
  lastName: 'Bansal',
  mobile: '9811122233',
  email: 'nikhil@bansalpackaging.in',
  message: 'We want to list our blown film line with spare capacity.',
};

async function fieldErrorsOf(call: Promise<unknown>) {
  const error = await call.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiValidationError);
  return (error as ApiValidationError).fieldErrors;
}

describe('pages', () => {
  useContractClient();

  it('gives the home page the newest trade products and blogs', async () => {
    const front = await getFrontPage();
    expect(front.products).toHaveLength(8);
    expect(front.products[0]?.image).toMatch(/^http:\/\/localhost\/demo-images\/trade\//);
    expect(front.products[0]?.price).toBeGreaterThan(0);
    expect(front.blogs).toHaveLength(3);
    expect(front.blogs[0]?.title.length).toBeGreaterThan(0);
    const dates = front.blogs.map((b) => b.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('serves the About Us and Privacy Policy HTML', async () => {
    expect(await getAboutUs()).toContain('<h2>About PlastiHub</h2>');
    expect(await getPrivacyPolicy()).toContain('<h2>Privacy Policy</h2>');
  });

  it('accepts a contact message and stores it', async () => {
    const result = await submitContactForm(form);
    expect(result.msg).toBe('Thank you for contacting us. We will get back to you shortly.');
    expect(contactMessages.all()).toEqual([
      expect.objectContaining({ first_name: 'Nikhil', email: 'nikhil@bansalpackaging.in' }),
    ]);
  });

  it('validates the contact form like the screen does', async () => {
    const empty = { firstName: '', lastName: '', mobile: '', email: '', message: '' };
    expect(await fieldErrorsOf(submitContactForm(empty))).toEqual({
      firstName: 'The first name field is required.',
      lastName: 'The last name field is required.',
      mobile: 'The mobile field is required.',
      email: 'The email field is required.',
      message: 'The message field is required.',
    });
    expect(
      await fieldErrorsOf(
        submitContactForm({ ...form, firstName: 'N', mobile: '+91 98111', email: 'nikhil@' }),
      ),
    ).toEqual({
      firstName: 'The first name must be between 2 and 50 characters.',
      mobile: 'The mobile must contain digits only.',
      email: 'The email must be a valid email address.',
    });
    expect(await fieldErrorsOf(submitContactForm({ ...form, firstName: 'N'.repeat(51) }))).toEqual({
      firstName: 'The first name must be between 2 and 50 characters.',
    });
  });

  itHandlesFailures([
    { path: '/front', call: () => getFrontPage() },
    { path: '/about-us', call: () => getAboutUs() },
    { path: '/privacy-policy', call: () => getPrivacyPolicy() },
    { path: '/contact-us', call: () => submitContactForm(form) },
  ]);
});
