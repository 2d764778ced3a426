import { get, invalid, json, post, readBody, requireFields, type RouteContext } from '../http';
import {
  createSession,
  DEMO_OTP,
  endSession,
  findByUsername,
  publicUser,
  users,
  type DemoUser,
} from '../db/users';
import { hashPassword, passwordMatches } from '../db/passwords';
import { serverDate } from '../seed/clock';
import { chatMessages } from '../seed/chat';
import { countryRelation } from '../seed/lookups';
import { jobApplications, jobs } from '../seed/jobs';
import { machineKinds, sellerMachineKinds } from '@plastihub/api-client/machineKinds';
import { machineSeeds, type MachineListingRow } from '../seed/machines';
import { tradeProducts } from '../seed/trade';
import { DASHBOARD_COUNT_KEYS, dashboardCount } from '../seed/dashboard';
import { sellerFields } from './listingQuery';

type Errors = Record<string, string[]>;

const MIN_PASSWORD_LENGTH = 8;
const WRONG_LOGIN = 'The username or password is incorrect.';
const WRONG_OTP = 'The OTP is invalid.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const hasErrors = (errors: Errors) => Object.keys(errors).length > 0;

function addError(errors: Errors, field: string, message: string) {
  if (!errors[field]) errors[field] = [message];
}

/** Indian numbers have 10 digits; elsewhere 6 to 15. */
function checkMobile(errors: Errors, mobile: string, countryCode: string) {
  if (errors.mobile) return;
  if (!/^\d+$/.test(mobile)) addError(errors, 'mobile', 'The mobile must contain digits only.');
  else if (countryCode === '+91' && mobile.length !== 10)
    addError(errors, 'mobile', 'The mobile must be 10 digits.');
  else if (mobile.length < 6 || mobile.length > 15)
    addError(errors, 'mobile', 'The mobile must be between 6 and 15 digits.');
}

function checkEmail(errors: Errors, email: string) {
  if (!errors.email && !EMAIL.test(email))
    addError(errors, 'email', 'The email must be a valid email address.');
}

/** Mobile and e-mail belong to one account each. */
function checkUnique(errors: Errors, body: Record<string, string>, exceptUserId?: number) {
  const others = users.where((user) => user.id !== exceptUserId);
  if (!errors.mobile && others.some((user) => user.mobile === body.mobile)) {
    addError(errors, 'mobile', 'The mobile has already been taken.');
  }
  const email = (body.email ?? '').toLowerCase();
  if (!errors.email && email && others.some((user) => user.email.toLowerCase() === email)) {
    addError(errors, 'email', 'The email has already been taken.');
  }
}

function checkNewPassword(
  errors: Errors,
  field: string,
  password: string,
  confirmation: string,
  label: string,
) {
  if (!errors[field] && password.length < MIN_PASSWORD_LENGTH) {
    addError(errors, field, `The ${label} must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const confirmField = `${field}_confirmation`;
  if (!errors[confirmField] && password !== confirmation) {
    addError(errors, confirmField, `The ${label} confirmation does not match.`);
  }
}

/** A successful sign-in: a new session token and the user's details. */
function signedIn(context: RouteContext, user: DemoUser, msg: string) {
  const token = createSession(user.id);
  users.update(user.id, { last_seen: serverDate() });
  return json(context, { error: 0, msg, details: publicUser(user), token });
}

async function login(context: RouteContext) {
  const body = await readBody(context.request);
  const errors = requireFields(body, { username: 'username', password: 'password' });
  if (hasErrors(errors)) return invalid(context, 'Please enter your login details.', errors);
  const user = findByUsername(body.username ?? '');
  if (!user || !(await passwordMatches(body.password ?? '', user.password_hash))) {
    return invalid(context, WRONG_LOGIN, { username: [WRONG_LOGIN] });
  }
  return signedIn(context, user, 'Login successfully.');
}

function knownUsername(body: Record<string, string>) {
  const errors = requireFields(body, { username: 'username' });
  const user = hasErrors(errors) ? undefined : findByUsername(body.username ?? '');
  if (!hasErrors(errors) && !user) {
    addError(errors, 'username', 'We could not find an account with this email or mobile.');
  }
  return { errors, user };
}

async function requestLoginOtp(context: RouteContext) {
  const body = await readBody(context.request);
  const { errors, user } = knownUsername(body);
  if (!user) return invalid(context, 'OTP not sent.', errors);
  return json(context, { error: 0, msg: `OTP sent to ${user.country_code} ${user.mobile}.` });
}

async function verifyLoginOtp(context: RouteContext) {
  const body = await readBody(context.request);
  const { errors, user } = knownUsername(body);
  if (!body.otp?.trim()) addError(errors, 'otp', 'The otp field is required.');
  else if (body.otp !== DEMO_OTP) addError(errors, 'otp', WRONG_OTP);
  if (hasErrors(errors) || !user) return invalid(context, 'Login failed.', errors);
  return signedIn(context, user, 'Login successfully.');
}

async function requestRegistrationOtp(context: RouteContext) {
  const body = await readBody(context.request);
  const errors = requireFields(body, { country_code: 'country code', mobile: 'mobile' });
  checkMobile(errors, body.mobile ?? '', body.country_code ?? '');
  checkUnique(errors, { mobile: body.mobile ?? '' });
  if (hasErrors(errors)) return invalid(context, 'OTP not sent.', errors);
  return json(context, { error: 0, msg: `OTP sent to ${body.country_code} ${body.mobile}.` });
}

async function register(context: RouteContext) {
  const body = await readBody(context.request);
  const errors = requireFields(body, {
    first_name: 'first name',
    last_name: 'last name',
    company_name: 'company name',
    country_code: 'country code',
    mobile: 'mobile',
    email: 'email',
    otp: 'otp',
    password: 'password',
    password_confirmation: 'password confirmation',
  });
  checkMobile(errors, body.mobile ?? '', body.country_code ?? '');
  checkEmail(errors, body.email ?? '');
  checkUnique(errors, body);
  if (!errors.otp && body.otp !== DEMO_OTP) addError(errors, 'otp', WRONG_OTP);
  checkNewPassword(errors, 'password', body.password ?? '', body.password_confirmation ?? '', 'password');
  if (hasErrors(errors)) return invalid(context, 'Registration failed.', errors);

  const first = (body.first_name ?? '').trim();
  const last = (body.last_name ?? '').trim();
  const user = users.insert({
    name: `${first} ${last}`,
    first_name: first,
    last_name: last,
    country_code: body.country_code ?? '+91',
    mobile: body.mobile ?? '',
    email: (body.email ?? '').trim(),
    password_hash: await hashPassword(body.password ?? ''),
    company_name: (body.company_name ?? '').trim(),
    address: '',
    country_id: body.country_code === '+91' ? 1 : null,
    state: '',
    city: '',
    user_type: '',
    image: 'demo-images/people/person-1.svg',
    last_seen: serverDate(),
    email_verified_at: null,
    finacial_institution: null,
  });
  return signedIn(context, user, 'Registered successfully.');
}

/** Distinct people who chatted with the user about the user's own listings of these types. */
function chatLeads(userId: number, ownListings: (type: string) => Set<number>, types: string[]) {
  const owned = new Map(types.map((type) => [type, ownListings(type)]));
  const leads = new Set(
    chatMessages
      .where((m) => m.to_user === userId && (owned.get(m.type)?.has(m.listing_id) ?? false))
      .map((m) => `${m.from_user}:${m.type}:${m.listing_id}`),
  );
  return leads.size;
}

interface MachineTable {
  where(predicate: (row: MachineListingRow) => boolean): MachineListingRow[];
}

/** The machine listings of sellers, which people chat about (by the chat's listing type: the kind's title). */
const CHAT_MACHINE_TABLES: Record<string, MachineTable> = Object.fromEntries(
  sellerMachineKinds.map((kind) => [kind.title, machineSeeds[kind.name].table]),
);
const MACHINE_TABLES: MachineTable[] = machineKinds.map((kind) => machineSeeds[kind.name].table);

/** The counts the demo database can answer for; the other keys come from seed/dashboard.ts. */
function computedCounts(userId: number) {
  const ownIds = (rows: Array<{ id: number }>) => new Set(rows.map((row) => row.id));
  const ownTrade = tradeProducts.where((p) => p.sellerid === userId);
  const ownMachines = MACHINE_TABLES.flatMap((table) => table.where((m) => m.sellerid === userId));
  const ownJobs = ownIds(jobs.where((job) => job.seller_id === userId));
  return {
    totalProducts: ownTrade.length,
    trade_product_leads: chatLeads(userId, () => ownIds(ownTrade), ['Trade Product']),
    total_machine: ownMachines.length,
    // The server's key names blow molding; the dashboard card counts machine buyers of every kind.
    blow_molding_machine_leads: chatLeads(
      userId,
      (type) => ownIds(CHAT_MACHINE_TABLES[type]?.where((m) => m.sellerid === userId) ?? []),
      Object.keys(CHAT_MACHINE_TABLES),
    ),
    totalJob: ownJobs.size,
    jobLeads: jobApplications.where((application) => ownJobs.has(application.job_id)).length,
  };
}

function profile(context: RouteContext) {
  const user = context.user;
  const counts = Object.fromEntries(DASHBOARD_COUNT_KEYS.map((key) => [key, dashboardCount(key, user.id)]));
  const institution = user.finacial_institution;
  return json(context, {
    profile: [{ ...publicUser(user), country: countryRelation(user.country_id) }],
    ...counts,
    ...computedCounts(user.id),
    finacial_institution: institution
      ? { ...institution, countrys: countryRelation(institution.country_id), ...sellerFields(user.id) }
      : null,
  });
}

async function updateProfile(context: RouteContext) {
  const body = await readBody(context.request);
  const errors = requireFields(body, {
    name: 'name',
    country_code: 'country code',
    mobile: 'mobile',
    email: 'email',
  });
  checkMobile(errors, body.mobile ?? '', body.country_code ?? '');
  checkEmail(errors, body.email ?? '');
  checkUnique(errors, body, context.user.id);
  const countryId = body.country_id ? Number(body.country_id) : null;
  if (countryId !== null && !countryRelation(countryId)) {
    addError(errors, 'country_id', 'The selected country is invalid.');
  }
  if (hasErrors(errors)) return invalid(context, 'Profile not updated.', errors);
  const emailChanged = (body.email ?? '').toLowerCase() !== context.user.email.toLowerCase();
  users.update(context.user.id, {
    name: (body.name ?? '').trim(),
    country_code: body.country_code ?? '',
    mobile: body.mobile ?? '',
    email: (body.email ?? '').trim(),
    company_name: (body.company_name ?? '').trim(),
    address: (body.address ?? '').trim(),
    country_id: countryId,
    state: (body.state ?? '').trim(),
    city: (body.city ?? '').trim(),
    ...(emailChanged ? { email_verified_at: null } : {}),
  });
  return json(context, { error: 0, msg: 'Profile updated successfully.' });
}

async function changePassword(context: RouteContext) {
  const body = await readBody(context.request);
  const errors = requireFields(body, {
    old_password: 'old password',
    new_password: 'new password',
    new_password_confirmation: 'new password confirmation',
  });
  if (!errors.old_password && !(await passwordMatches(body.old_password ?? '', context.user.password_hash))) {
    addError(errors, 'old_password', 'The old password is incorrect.');
  }
  const next = body.new_password ?? '';
  checkNewPassword(errors, 'new_password', next, body.new_password_confirmation ?? '', 'new password');
  if (!errors.new_password && next === body.old_password) {
    addError(errors, 'new_password', 'The new password and old password must be different.');
  }
  if (hasErrors(errors)) return invalid(context, 'Password not changed.', errors);
  users.update(context.user.id, { password_hash: await hashPassword(next) });
  return json(context, { error: 0, msg: 'Password changed successfully.' });
}

function logout(context: RouteContext) {
  endSession(context.request);
  return json(context, { msg: 'Logged out successfully.' });
}

function resendVerificationEmail(context: RouteContext) {
  const msg = context.user.email_verified_at
    ? 'Your email address is already verified.'
    : `A fresh verification link has been sent to ${context.user.email}.`;
  return json(context, { msg });
}

// The spec shows the path only; in the demo the link's last segment is the user's id.
function verifyEmail(context: RouteContext) {
  if (String(context.params.code) !== String(context.user.id)) {
    return invalid(context, 'This verification link is invalid or has expired.');
  }
  if (!context.user.email_verified_at) users.update(context.user.id, { email_verified_at: serverDate() });
  return json(context, { msg: 'Your email address is verified.' });
}

export const accountHandlers = [
  post('/login', login),
  post('/login-withotp', requestLoginOtp),
  post('/login-withotp/verify', verifyLoginOtp),
  post('/register-otp', requestRegistrationOtp),
  post('/register', register),
  get('/logout', logout, { auth: true }),
  get('/email/resend', resendVerificationEmail, { auth: true }),
  get('/email/verify/:code', verifyEmail, { auth: true }),
  get('/profile', profile, { auth: true }),
  post('/profile-update', updateProfile, { auth: true }),
  post('/change-password', changePassword, { auth: true }),
];
