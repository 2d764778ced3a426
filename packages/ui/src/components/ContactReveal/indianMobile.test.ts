import { describe, expect, it } from 'vitest';
import { parseIndianMobile } from './indianMobile';

describe('parseIndianMobile', () => {
  it.each(['9876543210', '+919876543210', '919876543210', '09876543210', '+91 98765-43210', ' 98765 43210 '])(
    'reads %j as the mobile 98765 43210',
    (value) => {
      expect(parseIndianMobile(value)).toEqual({
        display: '+91 98765 43210',
        callHref: 'tel:+919876543210',
        whatsAppHref: 'https://wa.me/919876543210',
      });
    },
  );

  it('takes a 10-digit number that starts with 91 as the number itself, not as a prefix', () => {
    expect(parseIndianMobile('9198765432')?.callHref).toBe('tel:+919198765432');
  });

  it.each([
    ['a number starting with 5', '5876543210'],
    ['a landline with its STD code', '020 2567 8901'],
    ['nine digits', '987654321'],
    ['eleven digits', '98765432101'],
    ['another country code', '+44 7911 123456'],
    ['a service code', '*123#'],
    ['letters', '98765abcde'],
    ['nothing', ''],
  ])('refuses %s', (_, value) => {
    expect(parseIndianMobile(value)).toBeNull();
  });
});
