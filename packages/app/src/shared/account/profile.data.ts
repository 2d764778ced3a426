import { getProfile } from '@plastihub/api-client';
import { defineResource } from '../data/definitions';

/** The signed-in user's profile (GET /profile): the account sidebar's roles, and the account pages' details. */
export const accountProfile = defineResource('account.profile', (_params: null, options) =>
  getProfile(options),
);
