/**
 * Idempotency keys for calls that must not happen twice (a token purchase): the caller makes one
 * key per purchase and sends the same key again until the server has confirmed or refused it, so a
 * server that did the work but whose answer was lost (a time-out, a dropped connection) does it only once.
 */

/** A fresh, unguessable key (a UUID v4). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  // randomUUID needs a secure context (https or localhost); getRandomValues works on any page.
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
