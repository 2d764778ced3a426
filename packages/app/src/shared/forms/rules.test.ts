import { describe, expect, it } from 'vitest';
import {
  atLeastOne,
  digitsOnly,
  emailFormat,
  lengthBetween,
  maxLength,
  mobile,
  number,
  pinCode,
  postcode,
  required,
  sameAs,
} from './rules';

const none = {};

describe('rules', () => {
  it('requires text, a checked option or a photo, and marks the field required', () => {
    const rule = required('Enter the make.');
    expect(rule('  ', none)).toBe('Enter the make.');
    expect(rule('Milacron', none)).toBeNull();
    expect(rule([], none)).toBe('Enter the make.');
    expect(rule.hints).toEqual({ required: true });
    expect(atLeastOne('Choose a feed.')(['Hopper'], none)).toBeNull();
    expect(atLeastOne('Choose a feed.')([], none)).toBe('Choose a feed.');
  });

  it('leaves blank values to `required`', () => {
    for (const rule of [
      lengthBetween(2, 5, 'x'),
      maxLength(3, 'x'),
      emailFormat(),
      digitsOnly('x'),
      mobile(),
      pinCode(),
      number('Size'),
    ]) {
      expect(rule('', none)).toBeNull();
    }
  });

  it('checks lengths and tells the field the longest it takes', () => {
    expect(lengthBetween(2, 5, 'Two to five.')('A', none)).toBe('Two to five.');
    expect(lengthBetween(2, 5, 'Two to five.')(' Ab ', none)).toBeNull();
    expect(lengthBetween(2, 5, 'x').hints).toEqual({ maxLength: 5 });
    expect(maxLength(3, 'Three at most.')('abcd', none)).toBe('Three at most.');
    expect(maxLength(3, 'x').hints).toEqual({ maxLength: 3 });
  });

  it('checks email addresses, digits and a repeated password', () => {
    expect(emailFormat()('name@example', none)).toBe('Enter an email address like name@example.com.');
    expect(emailFormat('Bad email.')('name@example.com', none)).toBeNull();
    expect(digitsOnly('Digits.')('98a', none)).toBe('Digits.');
    const confirm = sameAs<{ password: string }>('password', 'They differ.');
    expect(confirm('abc', { password: 'abd' })).toBe('They differ.');
    expect(confirm('abc', { password: 'abc' })).toBeNull();
  });

  it('takes a 10-digit mobile number', () => {
    expect(mobile()('98765', none)).toBe('Enter a 10-digit mobile number.');
    expect(mobile()('9876501234', none)).toBeNull();
    expect(mobile().hints).toEqual({ maxLength: 10 });
  });

  it('takes an Indian PIN code of six digits not starting with 0', () => {
    const rule = pinCode();
    expect(rule('380006', none)).toBeNull();
    expect(rule('012345', none)).toBe('Enter a 6-digit PIN code that does not start with 0.');
    expect(rule('38000', none)).not.toBeNull();
    expect(rule('38000a', none)).not.toBeNull();
    expect(rule.hints).toEqual({ maxLength: 6 });
  });

  it('checks a PIN code only where `when` says, so other postal codes pass as typed', () => {
    const rule = pinCode<{ country: string }>('Indian PIN, please.', (values) => values.country === 'India');
    expect(rule('00100', { country: 'Sri Lanka' })).toBeNull();
    expect(rule('00100', { country: 'India' })).toBe('Indian PIN, please.');
  });

  it('takes a postcode of 3 to 10 letters, digits, spaces or hyphens elsewhere', () => {
    const rule = postcode();
    for (const code of ['00100', 'SW1A 1AA', '1010-001', 'K1A']) expect(rule(code, none), code).toBeNull();
    for (const code of ['12', 'SW1A 1AA 1234', 'EC1A_1BB', '---']) {
      expect(rule(code, none), code).toBe('Enter a postcode of 3 to 10 letters or digits.');
    }
    expect(rule.hints).toEqual({ maxLength: 10 });
    const outsideIndia = postcode<{ country: string }>(undefined, (values) => values.country !== 'India');
    expect(outsideIndia('12', { country: 'India' })).toBeNull();
  });

  it('says a number is not one, naming the field', () => {
    const rule = number('Machine size');
    expect(rule('12 ton', none)).toBe('Machine size must be a number.');
    expect(rule('1,000', none)).toBe('Machine size must be a number.');
    expect(rule('1e3', none)).toBe('Machine size must be a number.');
    expect(rule(' 12.5 ', none)).toBeNull();
    expect(rule('.5', none)).toBeNull();
  });

  it('checks whole numbers and ranges, and hands the format to the field', () => {
    const year = number('Mfg year', { integer: true, min: 1950, max: 2026 });
    expect(year('2010.5', none)).toBe('Mfg year must be a whole number.');
    expect(year('1949', none)).toBe('Mfg year must be from 1950 to 2026.');
    expect(year('2026', none)).toBeNull();
    expect(year.hints).toEqual({ number: { integer: true, min: 1950, max: 2026 } });
    expect(number('Quantity', { min: 1 })('0', none)).toBe('Quantity must be 1 or more.');
    expect(number('Share', { max: 100 })('101', none)).toBe('Share must be 100 or less.');
    expect(number('Size', {}, { notNumber: 'Size in Ton, digits only.' })('ten', none)).toBe(
      'Size in Ton, digits only.',
    );
  });
});
