import { getAboutUs, getPrivacyPolicy } from '@plastihub/api-client';
import { defineResource } from '../../shared/data/definitions';

export const aboutUsPage = defineResource('content.aboutUs', (_params: null, options) => getAboutUs(options));

/** The spec's Terms of Use page reads the privacy policy data too. */
export const privacyPolicyPage = defineResource('content.privacyPolicy', (_params: null, options) =>
  getPrivacyPolicy(options),
);
