// @vitest-environment node
/**
 * The app's layering is enforced by lint (eslint.config.js): these run ESLint as `pnpm lint` does and show
 * that each broken rule fails it, and that an allowed import passes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// An import cycle needs both files on disk: they go in a folder of their own outside the repo, laid out as the
// repo is, and a second ESLint lints it with the repo's config (its patterns then apply from that folder).
const cycleRoot = mkdtempSync(join(tmpdir(), 'plastihub-lint-'));
const cycleDir = join(cycleRoot, 'packages/app/src/features/cycle');

let eslint: ESLint;
let cycleLint: ESLint;

/** The rule ids and messages ESLint reports for `code` as if it were the file at `path` (from the repo root). */
async function lint(code: string, path: string) {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

beforeAll(async () => {
  // The probes are not on disk (or, for the cycle, not in the repo), so no TypeScript project has them: the typed
  // rules are off here (the layering needs no types).
  eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });
  cycleLint = new ESLint({
    cwd: cycleRoot,
    overrideConfigFile: join(repoRoot, 'eslint.config.js'),
    overrideConfig: tseslint.configs.disableTypeChecked,
  });
  mkdirSync(cycleDir, { recursive: true });
  writeFileSync(
    join(cycleDir, 'first.ts'),
    "import { second } from './second';\n\nexport const first = () => second;\n",
  );
  writeFileSync(
    join(cycleDir, 'second.ts'),
    "import { first } from './first';\n\nexport const second = () => first;\n",
  );
}, 30_000);

afterAll(() => rmSync(cycleRoot, { recursive: true, force: true }));

describe('the layering lint', () => {
  it('passes a feature importing shared code and its own files', { timeout: 20_000 }, async () => {
    const code = [
      "import { href } from '../../shared/routing/paths';",
      "import { homeBanners } from './home.data';",
      '',
      'export const probe = [href, homeBanners];',
      '',
    ].join('\n');
    expect(await lint(code, 'packages/app/src/features/home/probe.ts')).toEqual([]);
  });

  it('fails a feature importing another feature, even its index.ts', { timeout: 20_000 }, async () => {
    const code = "import { authRoutes } from '../auth';\n\nexport const probe = authRoutes;\n";
    expect(await lint(code, 'packages/app/src/features/home/probe.ts')).toEqual([
      {
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('A feature never imports another feature'),
      },
    ]);
  });

  it('fails a feature importing app/', { timeout: 20_000 }, async () => {
    const code = "import { routes } from '../../app/routing/routes';\n\nexport const probe = routes;\n";
    expect(await lint(code, 'packages/app/src/features/home/probe.ts')).toEqual([
      {
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Features never import app/'),
      },
    ]);
  });

  it('fails an import cycle', { timeout: 20_000 }, async () => {
    const [result] = await cycleLint.lintFiles([join(cycleDir, 'first.ts')]);
    expect((result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }))).toEqual([
      { ruleId: 'import-x/no-cycle', message: expect.stringContaining('Dependency cycle') },
    ]);
  });

  it('fails shared code importing a feature, and app code importing mocks', { timeout: 20_000 }, async () => {
    const shared = "import { homeRoutes } from '../features/home';\n\nexport const probe = homeRoutes;\n";
    expect(await lint(shared, 'packages/app/src/shared/probe.ts')).toEqual([
      {
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('shared/ is the bottom layer'),
      },
    ]);
    const mocks = "import { DEMO_OTP } from '@plastihub/mocks/demo';\n\nexport const probe = DEMO_OTP;\n";
    expect(await lint(mocks, 'packages/app/src/features/auth/probe.ts')).toEqual([
      {
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('never imports @plastihub/mocks'),
      },
    ]);
  });
});
