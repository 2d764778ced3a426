/**
 * Indian registration numbers: the state or territory code, the RTO number, an optional series of up to three
 * letters and a number of up to four digits (DL 3C AB 1111, MH 12 DE 1433), or the Bharat series
 * (22 BH 1234 AB). Spaces and hyphens are how people write them, not part of the number.
 */
const STATE_CODES = new Set([
  'AN',
  'AP',
  'AR',
  'AS',
  'BR',
  'CG',
  'CH',
  'DD',
  'DL',
  'DN',
  'GA',
  'GJ',
  'HP',
  'HR',
  'JH',
  'JK',
  'KA',
  'KL',
  'LA',
  'LD',
  'MH',
  'ML',
  'MN',
  'MP',
  'MZ',
  'NL',
  'OD',
  'OR',
  'PB',
  'PY',
  'RJ',
  'SK',
  'TN',
  'TR',
  'TS',
  'UK',
  'UA',
  'UP',
  'WB',
]);

/** Upper case, without spaces and hyphens: "mh 12-de 1433" -> "MH12DE1433". */
export const normaliseVehicleNumber = (text: string): string => text.toUpperCase().replace(/[\s-]/g, '');

export function isIndianRegistration(text: string): boolean {
  const number = normaliseVehicleNumber(text);
  if (/^\d{2}BH\d{4}[A-Z]{1,2}$/.test(number)) return true;
  const match = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{1,4})$/.exec(number);
  return match !== null && STATE_CODES.has(match[1] ?? '') && Number(match[4]) > 0;
}
