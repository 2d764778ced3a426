import { describe, expect, it } from 'vitest';
import { signInReason } from './signInReason';

describe('what a guarded link was, on the Login page', () => {
  it('names the list and its choice', () => {
    expect(signInReason('/trade-product?trade_type=Virgin+Polymers')).toBe(
      'Sign in to see Virgin Polymers listings',
    );
    expect(signInReason('/injection-machine?machine_type=rent')).toBe(
      'Sign in to see injection molding machines',
    );
  });

  it('names the kind of listing a details link shows', () => {
    expect(signInReason('/trade-product-details?product_id=1&product_category_id=1')).toBe(
      'Sign in to see this trade listing',
    );
    expect(signInReason('/manpower-jobs-details?job_id=1')).toBe('Sign in to see this job');
  });

  it('says what it can of a link it does not know, and nothing of no link or another site', () => {
    expect(signInReason('/profile')).toBe('Sign in to open the page you were sent');
    expect(signInReason(null)).toBeNull();
    expect(signInReason('https://elsewhere.example/trade-product')).toBeNull();
    expect(signInReason('//elsewhere.example/x')).toBeNull();
  });
});
