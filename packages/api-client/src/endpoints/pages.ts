import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { id, list, messageResponse, optionalText, text, type MessageResponse } from '../core/schema';
import { withFieldNames } from './fieldNames';
import { singleRecord } from './record';
import { tradeProductListItemSchema, type TradeProductListItem } from './tradeSchemas';

const blogTeaserSchema = v.pipe(
  v.looseObject({ id: id(), title: text(), writer: text(), image: optionalText(), created_at: text() }),
  v.transform((row) => ({
    id: row.id,
    title: row.title,
    writer: row.writer,
    image: row.image,
    /** `YYYY-MM-DD HH:mm:ss`; the screen formats it day-month-year. */
    publishedAt: row.created_at,
  })),
);
export type BlogTeaser = v.InferOutput<typeof blogTeaserSchema>;

export interface FrontPage {
  products: TradeProductListItem[];
  blogs: BlogTeaser[];
}

/** GET /front: the newest trade products and blogs for the home page. */
export function getFrontPage(options?: CallOptions): Promise<FrontPage> {
  return apiClient().request({
    method: 'GET',
    url: '/front',
    schema: v.object({ products: list(tradeProductListItemSchema), blogs: list(blogTeaserSchema) }),
    options,
  });
}

/** Page HTML under `key` in an object or one-item list; '' when absent. Untrusted: sanitize before rendering. */
async function getPageHtml(
  url: string,
  envelope: string,
  key: string,
  options?: CallOptions,
): Promise<string> {
  const body = await apiClient().request({
    method: 'GET',
    url,
    schema: v.object({ [envelope]: singleRecord(v.looseObject({ [key]: text() })) }),
    options,
  });
  const html = body[envelope]?.[key];
  return typeof html === 'string' ? html : '';
}

/** GET /about-us: HTML. */
export function getAboutUs(options?: CallOptions): Promise<string> {
  return getPageHtml('/about-us', 'aboutUs', 'about_us', options);
}

/** GET /privacy-policy: HTML (the Terms of Use page shows it too). */
export function getPrivacyPolicy(options?: CallOptions): Promise<string> {
  return getPageHtml('/privacy-policy', 'privacyPolicy', 'privacy_policy', options);
}

export interface ContactForm {
  firstName: string;
  lastName: string;
  /** Digits only. */
  mobile: string;
  email: string;
  message: string;
}

/** First-name length the contact form and the server both enforce. */
export const CONTACT_FIRST_NAME_LENGTH = { min: 2, max: 50 } as const;

/**
 * POST /contact-us. The spec shows the form but not the call it makes; this is the demo
 * backend's (first_name, last_name, mobile, email, message; answers `{ error: 0, msg }`).
 */
export function submitContactForm(form: ContactForm, options?: CallOptions): Promise<MessageResponse> {
  const call = apiClient().request({
    method: 'POST',
    url: '/contact-us',
    data: {
      first_name: form.firstName,
      last_name: form.lastName,
      mobile: form.mobile,
      email: form.email,
      message: form.message,
    },
    schema: messageResponse,
    options,
  });
  return withFieldNames(call, { first_name: 'firstName', last_name: 'lastName' });
}
