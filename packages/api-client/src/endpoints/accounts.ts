import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import {
  count,
  id,
  messageResponse,
  optionalNumber,
  optionalText,
  relationName,
  text,
  type MessageResponse,
} from '../core/schema';
import { withFieldNames } from './fieldNames';
import { sellerEntries, toListingSeller } from './listingSeller';

/** The roles a user may hold; the server spells one of them "Financial Institutation". */
export const userRoles = [
  'Material Seller',
  'Machine Vendor',
  'Job Provider',
  'Buyer',
  'Institutes',
  'Contractor',
  'Financial Institutation',
  'Job Seeker',
] as const;
export type UserRole = (typeof userRoles)[number];

const isRole = (value: string): value is UserRole => (userRoles as readonly string[]).includes(value);

const accountUserSchema = v.pipe(
  v.looseObject({
    // Not among the spec's user fields: null when the server leaves it out.
    id: v.nullish(id(), null),
    name: text(),
    first_name: text(),
    last_name: text(),
    country_code: text(),
    mobile: text(),
    email: text(),
    company_name: text(),
    address: text(),
    country_id: optionalNumber(),
    country: relationName(),
    state: text(),
    city: text(),
    user_type: text(),
    image: optionalText(),
    email_verified_at: optionalText(),
  }),
  v.transform((user) => ({
    id: user.id,
    name: user.name,
    firstName: user.first_name,
    lastName: user.last_name,
    countryCode: user.country_code,
    mobile: user.mobile,
    email: user.email,
    companyName: user.company_name,
    address: user.address,
    countryId: user.country_id,
    countryName: user.country,
    state: user.state,
    city: user.city,
    /** From the comma-separated `user_type`; unknown names are dropped. */
    roles: user.user_type
      .split(',')
      .map((role) => role.trim())
      .filter(isRole),
    image: user.image,
    emailVerified: user.email_verified_at !== null,
  })),
);
export type AccountUser = v.InferOutput<typeof accountUserSchema>;

/** What a successful login or registration gives: keep the token, never log it. */
const sessionResponse = v.pipe(
  v.looseObject({
    token: v.pipe(v.string(), v.minLength(1)),
    details: v.nullish(accountUserSchema, null),
    msg: text(),
  }),
  v.transform((body) => ({ token: body.token, user: body.details, message: body.msg })),
);
export type Session = v.InferOutput<typeof sessionResponse>;

export interface PasswordLogin {
  /** E-mail or mobile number. */
  username: string;
  password: string;
}

/** POST /login. */
export function loginWithPassword(params: PasswordLogin, options?: CallOptions): Promise<Session> {
  return apiClient().request({
    method: 'POST',
    url: '/login',
    data: { username: params.username, password: params.password },
    schema: sessionResponse,
    options,
  });
}

/** POST /login-withotp: sends a one-time password to the account's mobile. */
export function requestLoginOtp(
  params: { username: string },
  options?: CallOptions,
): Promise<MessageResponse> {
  return apiClient().request({
    method: 'POST',
    url: '/login-withotp',
    data: { username: params.username },
    schema: messageResponse,
    options,
  });
}

/** POST /login-withotp/verify. */
export function verifyLoginOtp(
  params: { username: string; otp: string },
  options?: CallOptions,
): Promise<Session> {
  return apiClient().request({
    method: 'POST',
    url: '/login-withotp/verify',
    data: { username: params.username, otp: params.otp },
    schema: sessionResponse,
    options,
  });
}

export interface RegistrationOtpRequest {
  countryCode: string;
  mobile: string;
}

/** POST /register-otp: step 1 of registration. */
export function requestRegistrationOtp(
  params: RegistrationOtpRequest,
  options?: CallOptions,
): Promise<MessageResponse> {
  const call = apiClient().request({
    method: 'POST',
    url: '/register-otp',
    data: { mobile: params.mobile, country_code: params.countryCode },
    schema: messageResponse,
    options,
  });
  return withFieldNames(call, { country_code: 'countryCode' });
}

export interface Registration extends RegistrationOtpRequest {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  otp: string;
  password: string;
  passwordConfirmation: string;
}

const registrationFieldNames = {
  first_name: 'firstName',
  last_name: 'lastName',
  company_name: 'companyName',
  country_code: 'countryCode',
  password_confirmation: 'passwordConfirmation',
};

/** POST /register: step 2; signs the new user in. */
export function register(params: Registration, options?: CallOptions): Promise<Session> {
  const call = apiClient().request({
    method: 'POST',
    url: '/register',
    data: {
      first_name: params.firstName,
      last_name: params.lastName,
      company_name: params.companyName,
      country_code: params.countryCode,
      mobile: params.mobile,
      email: params.email,
      otp: params.otp,
      password: params.password,
      password_confirmation: params.passwordConfirmation,
    },
    schema: sessionResponse,
    options,
  });
  return withFieldNames(call, registrationFieldNames);
}

/**
 * GET /logout: ends the session of `token` on the server. The app forgets the token first (a shared computer is
 * signed out at once), so the call carries the token it was given, not the stored one.
 */
export function logout({ token, ...options }: CallOptions & { token: string }): Promise<MessageResponse> {
  return apiClient().request({
    method: 'GET',
    url: '/logout',
    headers: { Authorization: `Bearer ${token}` },
    schema: messageResponse,
    options,
  });
}

/** GET /email/resend. */
export function resendVerificationEmail(options?: CallOptions): Promise<MessageResponse> {
  return apiClient().request({ method: 'GET', url: '/email/resend', schema: messageResponse, options });
}

/** GET /email/verify/{code}: the code is the last part of the link in the e-mail. */
export function verifyEmail(code: string, options?: CallOptions): Promise<MessageResponse> {
  return apiClient().request({
    method: 'GET',
    url: `/email/verify/${encodeURIComponent(code)}`,
    schema: messageResponse,
    options,
  });
}

const dashboardSchema = v.pipe(
  v.looseObject({
    totalProducts: count(),
    trade_product_leads: count(),
    total_machine: count(),
    blow_molding_machine_leads: count(),
    totalJob: count(),
    jobLeads: count(),
    executiveLeads: count(),
    bulkLeads: count(),
    institutionalLeads: count(),
    finacialInstitutionLeads: count(),
  }),
  v.transform((body) => ({
    listedProducts: body.totalProducts,
    productLeads: body.trade_product_leads,
    listedMachines: body.total_machine,
    machineLeads: body.blow_molding_machine_leads,
    listedJobs: body.totalJob,
    jobLeads: body.jobLeads,
    executiveLeads: body.executiveLeads,
    contractorLeads: body.bulkLeads,
    institutionalLeads: body.institutionalLeads,
    financialInstitutionLeads: body.finacialInstitutionLeads,
  })),
);
export type DashboardCounts = v.InferOutput<typeof dashboardSchema>;

const financialInstitutionSchema = v.pipe(
  v.looseObject({
    name: text(),
    logo: optionalText(),
    type_of_funding: text(),
    purpose: text(),
    interest_rate: optionalNumber(),
    countrys: relationName(),
    address: text(),
    ...sellerEntries,
  }),
  v.transform((row) => ({
    name: row.name,
    logo: row.logo,
    fundingType: row.type_of_funding,
    purpose: row.purpose,
    /** Percent per year. */
    interestRate: row.interest_rate,
    countryName: row.countrys,
    address: row.address,
    /** The signed-in user, as the institution's contact. */
    contact: toListingSeller(row),
  })),
);
export type FinancialInstitutionProfile = v.InferOutput<typeof financialInstitutionSchema>;

const profileResponse = v.pipe(
  v.looseObject({
    profile: v.nullish(v.array(accountUserSchema), () => []),
    finacial_institution: v.nullish(financialInstitutionSchema, null),
  }),
  v.transform((body) => ({
    /** The first item of the `profile` list is the signed-in user. */
    user: body.profile[0] ?? null,
    financialInstitution: body.finacial_institution,
  })),
);
export interface Profile {
  user: AccountUser | null;
  dashboard: DashboardCounts;
  financialInstitution: FinancialInstitutionProfile | null;
}

/** GET /profile: the user, the dashboard counts and, for a financial institution, its profile. */
export async function getProfile(options?: CallOptions): Promise<Profile> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/profile',
    schema: v.intersect([profileResponse, dashboardSchema]),
    options,
  });
  const { user, financialInstitution, ...dashboard } = body;
  return { user, financialInstitution, dashboard };
}

export interface ProfileUpdate {
  name: string;
  countryCode: string;
  mobile: string;
  email: string;
  companyName: string;
  address: string;
  countryId: number | null;
  state: string;
  city: string;
}

/** POST /profile-update. */
export function updateProfile(params: ProfileUpdate, options?: CallOptions): Promise<MessageResponse> {
  const call = apiClient().request({
    method: 'POST',
    url: '/profile-update',
    data: {
      name: params.name,
      country_code: params.countryCode,
      mobile: params.mobile,
      email: params.email,
      company_name: params.companyName,
      address: params.address,
      country_id: params.countryId ?? '',
      state: params.state,
      city: params.city,
    },
    schema: messageResponse,
    options,
  });
  return withFieldNames(call, {
    country_code: 'countryCode',
    company_name: 'companyName',
    country_id: 'countryId',
  });
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

/** POST /change-password. */
export function changePassword(params: PasswordChange, options?: CallOptions): Promise<MessageResponse> {
  const call = apiClient().request({
    method: 'POST',
    url: '/change-password',
    data: {
      old_password: params.oldPassword,
      new_password: params.newPassword,
      new_password_confirmation: params.newPasswordConfirmation,
    },
    schema: messageResponse,
    options,
  });
  return withFieldNames(call, {
    old_password: 'oldPassword',
    new_password: 'newPassword',
    new_password_confirmation: 'newPasswordConfirmation',
  });
}
