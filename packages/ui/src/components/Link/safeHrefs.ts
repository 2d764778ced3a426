/**
 * Hrefs built from values a server sent: a seller's mobile, a dealer's e-mail, a price list's file. Each check
 * answers null for a value that is not plainly what it claims to be, and the caller shows that value as text.
 * A `mailto:` with `?` or `&` in it adds recipients, a subject or a body to the visitor's mail; a `tel:` with more
 * than digits can dial pauses and service codes; a file URL could be `javascript:`, `data:` or another site.
 */

/** Digits with an optional leading plus; spaces and hyphens may group them (they are dropped from the href). */
const PHONE = /^\+?\d[\d -]*$/;
/** Short service numbers have 3 digits; E.164 allows 15. */
const PHONE_DIGITS = { min: 3, max: 15 } as const;

/**
 * One plain address: letters, digits and `._+'-` before the `@`, a dotted domain after it. No `?`, `&`, `%`,
 * `,` or spaces, so nothing can be read as a header or a second recipient.
 */
const EMAIL = /^[A-Za-z0-9._+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
/** The longest address a mail server takes (RFC 5321). */
const EMAIL_MAX_LENGTH = 254;

/** `tel:` with the number's digits (and leading plus), or null when the value is not a phone number. */
export function telHref(value: string): string | null {
  const trimmed = value.trim();
  if (!PHONE.test(trimmed)) return null;
  const number = trimmed.replace(/[ -]/g, '');
  const digits = number.replace('+', '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max ? `tel:${number}` : null;
}

/** `mailto:` one address, or null when the value is not a plain e-mail address. */
export function mailtoHref(value: string): string | null {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed) ? `mailto:${trimmed}` : null;
}

/** How to link a file: a download from an origin we trust, or another site, opened as an external link. */
export interface FileTarget {
  href: string;
  external: boolean;
}

/**
 * A file the server named (a price list, a policy PDF): an absolute http(s) URL downloads when it is on one of
 * `trustedOrigins` (the app's and the API's), opens as an external link when it is elsewhere, and is not linked
 * at all (null) otherwise: a relative path, `javascript:`, `data:` or anything that is not a URL.
 */
export function fileTarget(value: string, trustedOrigins: readonly string[]): FileTarget | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return { href: url.href, external: !trustedOrigins.includes(url.origin) };
}
