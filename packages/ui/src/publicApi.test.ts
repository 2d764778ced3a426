// @vitest-environment node
/**
 * `ui`'s public API is documented: every component exported from index.ts says in its JSDoc what it is for,
 * and every prop a component of ours declares says what it does. Storybook's autodocs and editors' hovers
 * show these comments, so a missing one is a hole in the design system's documentation.
 *
 * The rule for "a component": an export whose name is PascalCase (an uppercase letter, then at least one
 * lowercase one, so SCREAMING_CASE constants are not) and whose value can be called. Every such export of
 * `ui` is a function component, a forwardRef or a memo; types, theme objects and class-name objects are not
 * values that can be called, or are camelCase.
 */
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const uiSrc = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(uiSrc, '../../..');
const entry = join(uiSrc, 'index.ts');

/** Components the rule finds that are not ours to document, each with the reason. */
const componentExceptions: Readonly<Record<string, string>> = {
  RouterProvider:
    "React Aria's, re-exported so the app gives its router to the kit's links; react-aria documents it.",
};

const isPascalCase = (name: string) => /^[A-Z](?=.*[a-z])/.test(name);

let checker: ts.TypeChecker;
let exported: { name: string; symbol: ts.Symbol }[];

beforeAll(() => {
  // The browser project's options (what ships): the program holds only what index.ts reaches.
  const config = ts.getParsedCommandLineOfConfigFile(join(repoRoot, 'tsconfig.browser.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error('tsconfig.browser.json could not be read');
  const program = ts.createProgram({ rootNames: [entry], options: config.options });
  checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(entry);
  const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) throw new Error('packages/ui/src/index.ts is not in the program');
  exported = checker.getExportsOfModule(moduleSymbol).map((symbol) => ({
    name: symbol.name,
    symbol: symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol,
  }));
});

const docOf = (symbol: ts.Symbol) => ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();

const isOurs = (node: ts.Node) => !relative(uiSrc, node.getSourceFile().fileName).startsWith('..');

const where = (node: ts.Node) => {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart());
  return `${relative(uiSrc, file.fileName)}:${line + 1}`;
};

/** `items?: never` only forbids a prop in one branch of a union of props: it is not a prop of its own. */
const isNeverMember = (node: ts.Node) =>
  ts.isPropertySignature(node) && node.type?.kind === ts.SyntaxKind.NeverKeyword;

/**
 * The documentation a declared prop has, read from the declaration itself (not a merged or mapped symbol).
 */
function declarationDoc(declaration: ts.Declaration): string {
  const name = ts.getNameOfDeclaration(declaration);
  const symbol = name && checker.getSymbolAtLocation(name);
  return symbol ? docOf(symbol) : '';
}

function components() {
  return exported.filter(
    ({ name, symbol }) =>
      isPascalCase(name) &&
      symbol.flags & ts.SymbolFlags.Value &&
      checker.getTypeOfSymbol(symbol).getCallSignatures().length > 0,
  );
}

/** The property declarations written in a props type itself: an interface's members, a type literal's. */
function ownMembers(declaration: ts.Declaration): ts.TypeElement[] {
  if (ts.isInterfaceDeclaration(declaration)) return [...declaration.members];
  if (!ts.isTypeAliasDeclaration(declaration)) return [];
  const members: ts.TypeElement[] = [];
  const visit = (type: ts.TypeNode) => {
    if (ts.isTypeLiteralNode(type)) members.push(...type.members);
    else if (ts.isIntersectionTypeNode(type) || ts.isUnionTypeNode(type)) type.types.forEach(visit);
    else if (ts.isParenthesizedTypeNode(type)) visit(type.type);
    // A type reference (Omit<BoxProps, ...>, Sprinkles) is inherited: checked where it is declared.
  };
  visit(declaration.type);
  return members;
}

describe("ui's public API", () => {
  it('finds the components (the rule has not gone blind)', () => {
    const names = components().map(({ name }) => name);
    expect(names).toEqual(expect.arrayContaining(['Box', 'Button', 'Dialog', 'ListingGrid', 'TopBar']));
    expect(names.length).toBeGreaterThan(80);
    // An exception that no longer matches an export is a stale entry.
    expect(names).toEqual(expect.arrayContaining(Object.keys(componentExceptions)));
  });

  it('every exported component says what it is for', () => {
    const undocumented = components()
      .filter(({ name }) => !(name in componentExceptions))
      .filter(({ symbol }) => docOf(symbol) === '')
      .map(
        ({ name, symbol }) => `${name} (${symbol.declarations?.[0] ? where(symbol.declarations[0]) : '?'})`,
      );
    expect(undocumented).toEqual([]);
  });

  it('every prop of every exported *Props type declared in ui is documented', () => {
    const undocumented: string[] = [];
    for (const { name, symbol } of exported) {
      if (!name.endsWith('Props') || symbol.flags & ts.SymbolFlags.Value) continue;
      for (const declaration of symbol.declarations ?? []) {
        if (!isOurs(declaration)) continue;
        for (const member of ownMembers(declaration)) {
          if (isNeverMember(member) || declarationDoc(member) !== '') continue;
          undocumented.push(`${name}.${member.name?.getText() ?? '?'} (${where(member)})`);
        }
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('every prop an exported component takes is documented where ui declares it (inline props, shared ones)', () => {
    const undocumented = new Set<string>();
    for (const { name, symbol } of components()) {
      if (name in componentExceptions) continue;
      const [signature] = checker.getTypeOfSymbol(symbol).getCallSignatures();
      const [propsParameter] = signature?.getParameters() ?? [];
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      if (!propsParameter || !declaration) continue;
      const propsType = checker.getTypeOfSymbolAtLocation(propsParameter, declaration);
      for (const prop of checker.getPropertiesOfType(propsType)) {
        // Props from React, the DOM or React Aria are documented by them; ours are declared under packages/ui/src.
        for (const propDeclaration of (prop.declarations ?? []).filter(isOurs)) {
          if (isNeverMember(propDeclaration) || declarationDoc(propDeclaration) !== '') continue;
          undocumented.add(`${name}: ${prop.name} (${where(propDeclaration)})`);
        }
      }
    }
    expect([...undocumented]).toEqual([]);
  });
});
