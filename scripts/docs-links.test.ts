// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README is the way in and docs/ holds one topic a file: every link between them must land on a file and a
// heading that exist, and every pointer from the code into docs/ (`docs/<file>.md, "<Heading>"`) too, so that a
// heading renamed or a section moved fails here rather than leaving readers at a dead end.

const root = join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const docs = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const markdownFiles = ['README.md', ...docs];

/** The source folders whose comments point into docs/, and the files there that can hold a pointer. */
const SOURCE_FOLDERS = [
  'packages/ui/src',
  'packages/api-client/src',
  'packages/app/src',
  'packages/app/build',
];
const OTHER_SOURCE_FOLDERS = ['mocks', 'e2e', 'scripts', '.storybook', 'deploy', '.ci'];
const SOURCE_FILE = /\.(ts|tsx|mjs|sh)$/;
const NOT_SOURCE = new Set(['node_modules', 'dist', '.vite']);
const THIS_FILE = 'scripts/docs-links.test.ts';

function filesUnder(folder: string): string[] {
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) ? [] : filesUnder(path);
    return SOURCE_FILE.test(entry.name) || entry.name === 'run' ? [path] : [];
  });
}

const sourceFiles = [...SOURCE_FOLDERS, ...OTHER_SOURCE_FOLDERS]
  .flatMap(filesUnder)
  .concat('Dockerfile')
  .filter((file) => file !== THIS_FILE);

/** Markdown without its fenced code blocks (a `#` there is a comment, a `[x](y)` an example). */
export function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[^\n]*$/gm, '');
}

/** The headings of a Markdown file, `#` to `######`, as written. */
export function headingsOf(markdown: string): { level: number; text: string }[] {
  return [...withoutCodeBlocks(markdown).matchAll(/^(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/gm)].map(
    ([, hashes = '', text = '']) => ({ level: hashes.length, text }),
  );
}

/**
 * GitHub's anchor for a heading: lowercase, punctuation other than hyphens and underscores removed (backticks,
 * quotes, colons, commas, full stops...), each space a hyphen; a repeated heading gets `-1`, `-2`, ...
 */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const { text } of headingsOf(markdown)) {
    const slug = text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The relative links of a Markdown file (`[text](path)`, `[text](path#anchor)`, `[text](#anchor)`). */
export function relativeLinksOf(markdown: string): { target: string; anchor: string | undefined }[] {
  const prose = withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map(([, href = '']) => href)
    .filter((href) => !/^[a-z][a-z+.-]*:/i.test(href))
    .map((href) => {
      const [target = '', anchor] = href.split('#');
      return { target, anchor };
    });
}

/** What is wrong with the links of `file` (a path from the repository's root), one line each. */
export function brokenLinks(file: string, readFile: (path: string) => string | undefined): string[] {
  const markdown = readFile(file) ?? '';
  return relativeLinksOf(markdown).flatMap(({ target, anchor }) => {
    const path = target === '' ? file : join(dirname(file), target);
    const linked = `${target}${anchor === undefined ? '' : `#${anchor}`}`;
    const content = readFile(path);
    if (content === undefined) return [`${file}: ${linked}: no file ${path}`];
    if (anchor === undefined || !path.endsWith('.md')) return [];
    return anchorsOf(content).has(anchor)
      ? []
      : [`${file}: ${linked}: no heading with that anchor in ${path}`];
  });
}

/** A file's text with comments' line breaks folded, so a pointer split over two comment lines reads as one. */
function foldedComments(text: string): string {
  return text.replace(/\n[ \t]*(?:\*(?!\/)|\/\/|#)[ \t]*/g, ' ');
}

/** The pointers in `file`'s text to the README's sections, which moved to docs/ (one line each). */
export function oldReadmePointers(file: string, text: string): string[] {
  return [...foldedComments(text).matchAll(/README(?:'s)?,?[ \t]+"[^"]*"|\(README, [^)]*\)/g)].map(
    ([pointer]) => `${file}: ${pointer}: the README's sections moved to docs/ (docs/<file>.md, "<Heading>")`,
  );
}

/** What is wrong with the pointers into docs/ in `file`'s text, one line each. */
export function brokenPointers(
  file: string,
  text: string,
  readFile: (path: string) => string | undefined,
): string[] {
  const folded = foldedComments(text);
  const problems = oldReadmePointers(file, text);
  for (const match of folded.matchAll(/(['"`]?)docs\/([\w.-]+\.md)(, "([^"]+)")?/g)) {
    const [pointer, quote, name = '', , heading] = match;
    const content = readFile(`docs/${name}`);
    if (content === undefined) problems.push(`${file}: ${pointer}: no file docs/${name}`);
    else if (heading !== undefined) {
      const headings = headingsOf(content).filter(({ level }) => level <= 4);
      if (!headings.some(({ text: written }) => written === heading))
        problems.push(`${file}: ${pointer}: no heading "${heading}" in docs/${name}`);
    }
    // A path in code (`read('docs/deploy.md')`) is not a pointer; one in a comment names its heading.
    else if (quote === '') problems.push(`${file}: ${pointer}: name the heading (docs/${name}, "<Heading>")`);
  }
  return problems;
}

const readIfThere = (path: string) => (existsSync(join(root, path)) ? read(path) : undefined);

describe('the README and docs/', () => {
  it('link only to files and headings that exist', () => {
    expect(markdownFiles.flatMap((file) => brokenLinks(file, readIfThere))).toEqual([]);
  });

  it('each start with a title, and the README links every docs file', () => {
    for (const file of markdownFiles) expect(read(file), file).toMatch(/^# \S/);
    const linked = new Set(relativeLinksOf(read('README.md')).map(({ target }) => target));
    expect(docs.filter((file) => !linked.has(file))).toEqual([]);
  });

  it('keep the README short, with the two commands near its top', () => {
    const lines = read('README.md').split('\n');
    expect(lines.at(-1) === '' ? lines.length - 1 : lines.length).toBeLessThanOrEqual(180);
    const top = lines.slice(0, 30).join('\n');
    expect(top).toContain('npm start');
    expect(top).toContain('npm test');
  });
});

describe("the code's pointers into docs/", () => {
  const problemsIn = (files: string[]) =>
    files.flatMap((file) => brokenPointers(file, read(file), readIfThere));

  it('name a docs file and a heading that exist', () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
    expect(problemsIn(sourceFiles)).toEqual([]);
  });

  it('are links in the README and docs/, never the README sections that moved', () => {
    expect(markdownFiles.flatMap((file) => oldReadmePointers(file, read(file)))).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const files: Record<string, string> = {
    'docs/a.md':
      '# A title\n\n## Open browsing, and why\n\n```sh\n# not a heading\n```\n\n## Open browsing, and why\n',
    'docs/b.md':
      '# B\n\n[fine](a.md#open-browsing-and-why) [again](a.md#open-browsing-and-why-1) [top](#b)\n',
    'docs/c.md':
      '# C\n\n[gone](missing.md) [no anchor](a.md#open-browsing) `[code](x.md)` [web](https://x.org)\n',
  };
  const readFile = (path: string) => files[path];

  it('take GitHub’s anchors and find a broken link', () => {
    expect([...anchorsOf(files['docs/a.md'] ?? '')]).toEqual([
      'a-title',
      'open-browsing-and-why',
      'open-browsing-and-why-1',
    ]);
    expect(anchorsOf('## Installable and offline (API builds)\n## `pnpm test:e2e`: one layer')).toEqual(
      new Set(['installable-and-offline-api-builds', 'pnpm-teste2e-one-layer']),
    );
    expect(brokenLinks('docs/b.md', readFile)).toEqual([]);
    expect(brokenLinks('docs/c.md', readFile)).toEqual([
      'docs/c.md: missing.md: no file docs/missing.md',
      'docs/c.md: a.md#open-browsing: no heading with that anchor in docs/a.md',
    ]);
  });

  it('find a pointer to a heading or a file that is not there, and one to the old README', () => {
    const source = [
      '/** Fine (docs/a.md, "Open browsing, and why"), and across lines (docs/a.md,',
      ' * "A title"). Gone: (docs/a.md, "Open browsing"), (docs/z.md, "Z"), (docs/a.md). */',
      "const path = read('docs/a.md');",
      '// README, "Add a listing kind"; README\'s "Content Security Policy"; (README, Chromium)',
    ].join('\n');
    expect(brokenPointers('x.ts', source, readFile)).toEqual([
      'x.ts: README, "Add a listing kind": the README\'s sections moved to docs/ (docs/<file>.md, "<Heading>")',
      'x.ts: README\'s "Content Security Policy": the README\'s sections moved to docs/ (docs/<file>.md, "<Heading>")',
      'x.ts: (README, Chromium): the README\'s sections moved to docs/ (docs/<file>.md, "<Heading>")',
      'x.ts: docs/a.md, "Open browsing": no heading "Open browsing" in docs/a.md',
      'x.ts: docs/z.md, "Z": no file docs/z.md',
      'x.ts: docs/a.md: name the heading (docs/a.md, "<Heading>")',
    ]);
  });
});
