import { describe, expect, it } from 'vitest';
import { releaseId, type Git } from './release';

/** A Git that answers each command from `answers` (null: the command failed, e.g. no repository). */
const fakeGit =
  (answers: Record<string, string | null>): Git =>
  (...args) =>
    answers[args[0] ?? ''] ?? null;

describe('the release id of a build', () => {
  it('is the commit the build came from', () => {
    expect(releaseId(undefined, fakeGit({ 'rev-parse': '9cbe8a9c1d2e', status: '' }))).toBe('9cbe8a9c1d2e');
  });

  it('says when tracked files had changes', () => {
    expect(releaseId(undefined, fakeGit({ 'rev-parse': '9cbe8a9c1d2e', status: ' M README.md' }))).toBe(
      '9cbe8a9c1d2e-dirty',
    );
  });

  it('is PLASTIHUB_RELEASE when given, and "unknown" without Git', () => {
    expect(releaseId('2026.11.28', fakeGit({ 'rev-parse': '9cbe8a9c1d2e' }))).toBe('2026.11.28');
    expect(releaseId(undefined, fakeGit({}))).toBe('unknown');
  });

  it('reads this repository', () => {
    expect(releaseId(undefined)).toMatch(/^[0-9a-f]{12}(-dirty)?$/);
  });
});
