import { describe, expect, it } from 'vitest';
import { isIndianRegistration, normaliseVehicleNumber } from './vehicleNumber';

describe('Indian vehicle registration numbers', () => {
  it.each(['DL3CAB1111', 'MH12DE1433', 'mh 12 de 1433', 'KA-01-AB-0001', 'GJ1A23', 'TN09BC5', '22BH1234AB'])(
    'accepts %s',
    (number) => expect(isIndianRegistration(number)).toBe(true),
  );

  it.each([
    '',
    'DL',
    '1234',
    'XX12AB1234',
    'DL3CABC12345',
    'DL3CABCD1234',
    'DL3CAB0000',
    'DL3CAB11.1',
    '22BH1234',
  ])('refuses %s', (number) => expect(isIndianRegistration(number)).toBe(false));

  it('writes the number the way the RTO does, without spaces or hyphens', () => {
    expect(normaliseVehicleNumber(' mh 12-de 1433 ')).toBe('MH12DE1433');
  });
});
