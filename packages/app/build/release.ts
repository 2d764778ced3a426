import { spawnSync } from 'node:child_process';

/**
 * The release id of a build: the commit it came from (12 characters of its hash), `-dirty` when files Git tracks
 * had changes; PLASTIHUB_RELEASE when given (a container build without `.git`). The About page shows it and every field
 * report carries it (docs/deploy.md, "Environment").
 */

export type Git = (...args: string[]) => string | null;

const git: Git = (...args) => {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
};

export function releaseId(given: string | undefined, run: Git = git): string {
  if (given) return given;
  const commit = run('rev-parse', '--short=12', 'HEAD');
  if (!commit) return 'unknown';
  const changes = run('status', '--porcelain', '--untracked-files=no');
  return changes ? `${commit}-dirty` : commit;
}
