import { describe, expect, it } from 'vitest';
import { firstMessages, summaryErrors } from './serverErrors';

describe('firstMessages', () => {
  it('takes the first message of each field', () => {
    expect(
      firstMessages({
        username: ['The username field is required.', 'The username must be an email or mobile.'],
        password: ['The password field is required.'],
      }),
    ).toEqual({
      username: 'The username field is required.',
      password: 'The password field is required.',
    });
  });

  it('accepts a plain string per field', () => {
    expect(firstMessages({ otp: 'The OTP is invalid.' })).toEqual({ otp: 'The OTP is invalid.' });
  });

  it('finds the message in nested lists and objects', () => {
    expect(
      firstMessages({ images: { 0: ['The images.0 must be an image.'] }, tags: [['Too many tags.']] }),
    ).toEqual({
      images: 'The images.0 must be an image.',
      tags: 'Too many tags.',
    });
  });

  it('skips empty, blank and non-text messages', () => {
    expect(
      firstMessages({
        email: [],
        mobile: ['  ', 'Enter a 10-digit mobile number.'],
        qty: 5,
        city: null,
        ok: true,
      }),
    ).toEqual({ mobile: 'Enter a 10-digit mobile number.' });
  });

  it('trims messages', () => {
    expect(firstMessages({ name: ['  Enter your name. '] })).toEqual({ name: 'Enter your name.' });
  });

  it('returns nothing for shapes that carry no field messages', () => {
    expect(firstMessages(null)).toEqual({});
    expect(firstMessages(undefined)).toEqual({});
    expect(firstMessages('Something went wrong')).toEqual({});
    expect(firstMessages(42)).toEqual({});
    // PHP encodes an empty map as [].
    expect(firstMessages([])).toEqual({});
    expect(firstMessages(['The email is taken.'])).toEqual({});
  });

  it('keeps a field named __proto__ as data', () => {
    const messages = firstMessages(JSON.parse('{"__proto__": ["Odd field."], "name": ["Enter your name."]}'));
    expect(Object.getPrototypeOf(messages)).toBe(Object.prototype);
    expect(Object.keys(messages)).toEqual(['__proto__', 'name']);
  });

  it('gives up on absurdly deep nesting instead of walking it', () => {
    expect(firstMessages({ field: [[[[['Too deep.']]]]] })).toEqual({});
  });
});

describe('summaryErrors', () => {
  it('orders items as the form does and links those with an id', () => {
    expect(
      summaryErrors(
        { mobile: 'Enter your mobile.', first_name: 'Enter your first name.', token: 'Session expired.' },
        { first_name: 'contact-first-name', mobile: 'contact-mobile' },
      ),
    ).toEqual([
      { message: 'Enter your first name.', fieldId: 'contact-first-name' },
      { message: 'Enter your mobile.', fieldId: 'contact-mobile' },
      { message: 'Session expired.', fieldId: undefined },
    ]);
  });

  it('is empty without messages', () => {
    expect(summaryErrors({}, { name: 'name' })).toEqual([]);
  });
});
