// @vitest-environment node
/**
 * A ui component's docs page says what the component is for from one source: the component's JSDoc
 * (publicApi.test.ts checks that it is there). A stories meta that sets `parameters.docs.description.component`
 * replaces that text on the autodocs page, and so does a JSDoc comment above the meta, which Storybook's CSF
 * plugin turns into the same parameter: a second copy that drifts from the first. What a story file knows
 * about its component goes into the component's JSDoc instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const uiSrc = dirname(fileURLToPath(import.meta.url));

/** Stories files whose meta may still describe the component, each with the reason. */
const descriptionExceptions: Readonly<Record<string, string>> = {
  'components/Carousel/Carousel.stories.tsx': "Until Carousel's JSDoc absorbs it.",
  'components/Tile/Tile.stories.tsx': "Until Tile's JSDoc absorbs it.",
};

const storiesFiles = readdirSync(uiSrc, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.stories.tsx'))
  .map((path) => path.split('\\').join('/'))
  .sort();

const unwrap = (expression: ts.Expression): ts.Expression =>
  ts.isSatisfiesExpression(expression) ||
  ts.isAsExpression(expression) ||
  ts.isParenthesizedExpression(expression)
    ? unwrap(expression.expression)
    : expression;

const propertyOf = (object: ts.Expression | undefined, name: string): ts.Expression | undefined => {
  if (!object || !ts.isObjectLiteralExpression(object)) return undefined;
  const property = object.properties.find(
    (member): member is ts.PropertyAssignment =>
      ts.isPropertyAssignment(member) && member.name.getText() === name,
  );
  return property && unwrap(property.initializer);
};

const hasJsDoc = (statement: ts.Statement, file: ts.SourceFile) =>
  (ts.getLeadingCommentRanges(file.text, statement.getFullStart()) ?? []).some(
    ({ kind, pos }) => kind === ts.SyntaxKind.MultiLineCommentTrivia && file.text.startsWith('/**', pos),
  );

interface StoriesMeta {
  /** The meta object: `export default {...}`, or the `const` that `export default meta` names. */
  object: ts.ObjectLiteralExpression;
  /** The statement Storybook reads a meta's JSDoc from. */
  statement: ts.Statement;
}

/** The meta of a CSF file, found as Storybook's CSF plugin finds it; undefined if there is none. */
function findMeta(file: ts.SourceFile): StoriesMeta | undefined {
  const exportDefault = file.statements.find(
    (statement): statement is ts.ExportAssignment =>
      ts.isExportAssignment(statement) && !statement.isExportEquals,
  );
  if (!exportDefault) return undefined;
  const exported = unwrap(exportDefault.expression);
  if (ts.isObjectLiteralExpression(exported)) return { object: exported, statement: exportDefault };
  if (!ts.isIdentifier(exported)) return undefined;
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const declaration = statement.declarationList.declarations.find(
      (candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === exported.text,
    );
    const object = declaration?.initializer && unwrap(declaration.initializer);
    if (object && ts.isObjectLiteralExpression(object)) return { object, statement };
  }
  return undefined;
}

/** The ways a stories file's meta replaces its component's description on the docs page. */
function componentDescriptions(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const meta = findMeta(file);
  if (!meta) return ['no meta found'];
  const description = propertyOf(
    propertyOf(propertyOf(propertyOf(meta.object, 'parameters'), 'docs'), 'description'),
    'component',
  );
  return [
    ...(description ? ['parameters.docs.description.component'] : []),
    ...(hasJsDoc(meta.statement, file) ? ['a JSDoc comment above the meta'] : []),
  ];
}

const read = (path: string) => readFileSync(join(uiSrc, path), 'utf8');

describe("ui's stories leave the component's description to its JSDoc", () => {
  it('finds every stories file and its meta (the rule has not gone blind)', () => {
    expect(storiesFiles.length).toBeGreaterThan(60);
    const withoutMeta = storiesFiles.filter((path) =>
      componentDescriptions(path, read(path)).includes('no meta found'),
    );
    expect(withoutMeta).toEqual([]);
  });

  it('sees both ways of replacing the description', () => {
    const withParameter = `const meta = { title: 'X', parameters: { layout: 'centered',
      docs: { description: { component: 'A second copy.' } } } } satisfies Meta<typeof X>;
      export default meta;`;
    const withJsDoc = `/** A second copy. */\nexport default { title: 'X', component: X } as Meta<typeof X>;`;
    const withStoryDescription = `// A line comment is no description.
      const meta = { title: 'X', parameters: { docs: { description: { story: 'Only the story.' } } } };
      export default meta;
      /** A story's own description is fine. */
      export const Playground = {};`;
    expect(componentDescriptions('a.stories.tsx', withParameter)).toEqual([
      'parameters.docs.description.component',
    ]);
    expect(componentDescriptions('b.stories.tsx', withJsDoc)).toEqual(['a JSDoc comment above the meta']);
    expect(componentDescriptions('c.stories.tsx', withStoryDescription)).toEqual([]);
  });

  it("no stories meta replaces its component's JSDoc on the docs page", () => {
    const replacing = storiesFiles
      .filter((path) => !(path in descriptionExceptions))
      .flatMap((path) => componentDescriptions(path, read(path)).map((way) => `${path}: ${way}`));
    expect(replacing, "move the text into the component's JSDoc and remove it from the meta").toEqual([]);
  });

  it('every exception still needs its exception', () => {
    const stale = Object.keys(descriptionExceptions).filter(
      (path) => !storiesFiles.includes(path) || componentDescriptions(path, read(path)).length === 0,
    );
    expect(stale).toEqual([]);
  });
});
