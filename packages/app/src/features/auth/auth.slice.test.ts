import { describe, expect, it } from 'vitest';
import { takeSecret } from '../../shared/data/definitions';
import { loginRequested, otpVerifyRequested, registerRequested } from './auth.slice';

// Redux DevTools, logs and error reports see every action: what a user types to prove who they are must not be
// in one. The saga takes it out of the ticket, once.
describe('sign-in actions carry no secrets', () => {
  it('a password login carries a ticket, not the password', () => {
    const action = loginRequested({ username: '9876543210', password: 'Secret@123', next: '/my-wallet' });
    expect(JSON.stringify(action)).not.toContain('Secret@123');
    expect(action.payload.next).toBe('/my-wallet');
    expect(takeSecret(action.payload.credentials)).toEqual({
      username: '9876543210',
      password: 'Secret@123',
    });
    expect(takeSecret(action.payload.credentials)).toBeUndefined();
  });

  it('an OTP sign-in carries a ticket, not the OTP', () => {
    const action = otpVerifyRequested({ username: '9876543210', otp: '482913', next: null });
    expect(JSON.stringify(action)).not.toContain('482913');
  });

  it('a registration carries a ticket, not the password', () => {
    const action = registerRequested({
      firstName: 'Kavya',
      lastName: 'Rao',
      companyName: 'Rao Plastics',
      email: 'kavya.rao@example.in',
      countryCode: '+91',
      mobile: '9000000001',
      otp: '123456',
      password: 'Secret@123',
      passwordConfirmation: 'Secret@123',
    });
    expect(JSON.stringify(action)).not.toContain('Secret@123');
  });
});
