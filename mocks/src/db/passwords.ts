/**
 * The demo keeps its users in this browser's localStorage, where anyone at the computer (or any script on the
 * page) can read them: a password is kept only as a salted SHA-256 of it, never as typed. A real server would
 * use a slow hash; the demo only has to keep what a visitor typed out of storage, and answer at once.
 */
const SCHEME = 'sha256';

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

async function sha256(text: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

/** `sha256:<salt>:<hex digest of salt:password>`; a new random salt unless one is given. */
export async function hashPassword(
  password: string,
  salt: string = hex(crypto.getRandomValues(new Uint8Array(16))),
): Promise<string> {
  return `${SCHEME}:${salt}:${await sha256(`${salt}:${password}`)}`;
}

/** Whether `password` is the one `stored` was made from. */
export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, salt] = stored.split(':');
  return scheme === SCHEME && salt !== undefined && (await hashPassword(password, salt)) === stored;
}
