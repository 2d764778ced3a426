import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo';
import { hashPassword, passwordMatches } from './passwords';
import { DEMO_PASSWORD_HASH } from './users';

describe('demo passwords', () => {
  it('keeps a password as a salted hash that only that password matches', async () => {
    const stored = await hashPassword('Secret@123');
    expect(stored).not.toContain('Secret@123');
    expect(await passwordMatches('Secret@123', stored)).toBe(true);
    expect(await passwordMatches('Secret@124', stored)).toBe(false);
    expect(await passwordMatches('Secret@123', 'Secret@123')).toBe(false);
    // Each gets its own salt: two users with one password have different rows.
    expect(await hashPassword('Secret@123')).not.toBe(stored);
  });

  it("the seed's hash is the demo password's", async () => {
    expect(await passwordMatches(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
  });
});
