import { defineTable } from './table';

/** The OTP every demo flow accepts; the app shows it in demo mode. */
export const DEMO_OTP = '123456';

export interface DemoUser {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  country_code: string;
  mobile: string;
  email: string;
  password: string;
  company_name: string;
  address: string;
  country_id: number | null;
  state: string;
  city: string;
  /** Comma-separated roles, as the server keeps them. */
  user_type: string;
  image: string;
  last_seen: string;
}

export interface DemoSession {
  id: number;
  token: string;
  user_id: number;
}

export const DEMO_PASSWORD = 'Demo@1234';

export const users = defineTable<DemoUser>('users', () => [
  {
    id: 1,
    name: 'Rohan Mehta',
    first_name: 'Rohan',
    last_name: 'Mehta',
    country_code: '+91',
    mobile: '9876543210',
    email: 'rohan.mehta@example.in',
    password: DEMO_PASSWORD,
    company_name: 'Mehta Polymers Pvt. Ltd.',
    address: 'Plot 42, GIDC Estate, Vatva',
    country_id: 1,
    state: 'Gujarat',
    city: 'Ahmedabad',
    user_type: 'Material Seller,Machine Vendor,Buyer',
    image: 'demo-images/people/person-1.svg',
    last_seen: '2026-11-21 18:40:00',
  },
]);

export const sessions = defineTable<DemoSession>('sessions', () => []);

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
