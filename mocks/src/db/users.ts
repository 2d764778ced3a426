import { defineTable } from './table';

import { DEMO_OTP, DEMO_PASSWORD } from '../demo';

/** The OTP every demo flow accepts and the demo password; the app shows them in demo mode. */
export { DEMO_OTP, DEMO_PASSWORD };

export interface DemoUser {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  country_code: string;
  mobile: string;
  email: string;
  /** Never the password itself (passwords.ts). */
  password_hash: string;
  company_name: string;
  address: string;
  country_id: number | null;
  state: string;
  city: string;
  /** Comma-separated roles, as the server keeps them. */
  user_type: string;
  image: string;
  last_seen: string;
  /** Null until the user follows the e-mail verification link. */
  email_verified_at: string | null;
  /** Users with the Financial Institutation role keep their institution on the profile. */
  finacial_institution: FinancialInstitutionProfile | null;
}

export interface FinancialInstitutionProfile {
  name: string;
  logo: string;
  type_of_funding: string;
  purpose: string;
  /** Percent per year. */
  interest_rate: number;
  country_id: number;
  address: string;
}

export interface DemoSession {
  id: number;
  token: string;
  user_id: number;
}

const people: Array<[string, string, string, string, string, string, string]> = [
  // first, last, company, state, city, roles, mobile
  [
    'Rohan',
    'Mehta',
    'Mehta Polymers Pvt. Ltd.',
    'Gujarat',
    'Ahmedabad',
    'Material Seller,Machine Vendor,Buyer',
    '9876543210',
  ],
  [
    'Priya',
    'Nair',
    'Kerala Polytech Industries',
    'Kerala',
    'Kochi',
    'Machine Vendor,Job Provider',
    '9847012345',
  ],
  ['Amit', 'Sharma', 'Sharma Plastomers', 'Delhi', 'New Delhi', 'Material Seller', '9810023456'],
  ['Sunita', 'Patil', 'Patil Moulders LLP', 'Maharashtra', 'Pune', 'Machine Vendor', '9822034567'],
  [
    'Karthik',
    'Iyer',
    'Iyer Extrusions',
    'Tamil Nadu',
    'Chennai',
    'Machine Vendor,Material Seller',
    '9840045678',
  ],
  ['Harpreet', 'Singh', 'Punjab Pipe Works', 'Punjab', 'Ludhiana', 'Buyer,Job Provider', '9815056789'],
  ['Neha', 'Gupta', 'Gupta Tool Room', 'Uttar Pradesh', 'Noida', 'Machine Vendor', '9811067890'],
  [
    'Vikram',
    'Reddy',
    'Deccan Polymers',
    'Telangana',
    'Hyderabad',
    'Material Seller,Financial Institutation',
    '9848078901',
  ],
  ['Ananya', 'Bose', 'Bengal Plastics Co.', 'West Bengal', 'Kolkata', 'Buyer', '9830089012'],
  ['Rahul', 'Joshi', 'Joshi Blow Tech', 'Maharashtra', 'Mumbai', 'Machine Vendor,Contractor', '9820090123'],
  [
    'Meera',
    'Kulkarni',
    'Kulkarni Institute of Plastics Technology',
    'Karnataka',
    'Bengaluru',
    'Institutes',
    '9845001234',
  ],
  [
    'Suresh',
    'Yadav',
    'Yadav Labour Contractors',
    'Haryana',
    'Gurugram',
    'Contractor,Job Seeker',
    '9812011223',
  ],
];

/**
 * `hashPassword(DEMO_PASSWORD, 'demo-seed')`, written out because the seed is built synchronously and hashing is
 * not (passwords.test.ts checks it). The demo password is public; the hash keeps the seed's rows like any other.
 */
export const DEMO_PASSWORD_HASH =
  'sha256:demo-seed:63fb9500adc7c6c19b79fff865699a5b5f7643ce053af62bdab120a0e990dd1e';

const DECCAN_CAPITAL: FinancialInstitutionProfile = {
  name: 'Deccan Capital Machinery Finance',
  logo: 'demo-images/accounts/deccan-capital.svg',
  type_of_funding: 'Term Loan',
  purpose: 'Machinery Purchase',
  interest_rate: 10.75,
  country_id: 1,
  address: '4th Floor, Cyber Towers, HITEC City, Hyderabad 500081',
};

export const users = defineTable<DemoUser>('users', () =>
  people.map(([first, last, company, state, city, roles, mobile], i) => ({
    id: i + 1,
    name: `${first} ${last}`,
    first_name: first,
    last_name: last,
    country_code: '+91',
    mobile,
    email: `${first}.${last}@example.in`.toLowerCase(),
    password_hash: DEMO_PASSWORD_HASH,
    company_name: company,
    address: `Unit ${12 + i * 7}, Industrial Area Phase ${(i % 3) + 1}`,
    country_id: 1,
    state,
    city,
    user_type: roles,
    image: `demo-images/people/person-${(i % 6) + 1}.svg`,
    last_seen: `2026-11-${String(10 + i).padStart(2, '0')} ${String(9 + (i % 9)).padStart(2, '0')}:15:00`,
    email_verified_at: i % 4 === 3 ? null : '2026-01-15 10:00:00',
    finacial_institution: roles.includes('Financial Institutation') ? DECCAN_CAPITAL : null,
  })),
);

export const sessions = defineTable<DemoSession>('sessions', () => [], {
  example: { id: 1, token: 'demo-token', user_id: 1 },
});

export function createSession(userId: number): string {
  const token = `demo-${userId}-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  sessions.insert({ token, user_id: userId });
  return token;
}

export function sessionUser(request: Request): DemoUser | undefined {
  const header = request.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!token) return undefined;
  const session = sessions.where((s) => s.token === token)[0];
  return session ? users.find(session.user_id) : undefined;
}

export function endSession(request: Request) {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer /, '');
  for (const session of sessions.where((s) => s.token === token)) sessions.remove(session.id);
}

/** Seeded sellers who appear online in the demo; anyone with an open session is online too. */
const ALWAYS_ONLINE = new Set([3, 5]);

export function isOnline(userId: number): boolean {
  return ALWAYS_ONLINE.has(userId) || sessions.where((s) => s.user_id === userId).length > 0;
}

/** Finds a user by e-mail (any case) or mobile number (with or without the country code). */
export function findByUsername(username: string): DemoUser | undefined {
  const wanted = username.trim().toLowerCase();
  if (!wanted) return undefined;
  if (wanted.includes('@')) return users.where((user) => user.email.toLowerCase() === wanted)[0];
  const digits = wanted.replace(/\D/g, '');
  return users.where(
    (user) => user.mobile === digits || `${user.country_code}${user.mobile}`.replace(/\D/g, '') === digits,
  )[0];
}

/** What the server tells about a user: no password (the institution travels separately on /profile). */
export function publicUser({
  password_hash: _password,
  finacial_institution: _institution,
  ...user
}: DemoUser) {
  return user;
}
