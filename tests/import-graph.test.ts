/**
 * The modules of src/ import one another without a circle: a module is never reached again by
 * following the imports it makes (type-only imports aside: they leave no trace in the code). The
 * layers (which folder may import which) are lint's rule (eslint.config.js); this is the other half.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SOURCE_DIR = path.resolve(import.meta.dirname, '..', 'src');
const compilerOptions: ts.CompilerOptions = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  allowImportingTsExtensions: true,
  paths: { '@/*': [`${SOURCE_DIR}/*`] },
};
const resolutionCache = ts.createModuleResolutionCache(SOURCE_DIR, (name) => name, compilerOptions);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** The project's own modules `file` imports for their values (static and dynamic imports, re-exports). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.flatMap((specifier) => {
    const resolved = ts.resolveModuleName(specifier, file, compilerOptions, ts.sys, resolutionCache).resolvedModule;
    return resolved && !resolved.isExternalLibraryImport && resolved.resolvedFileName.startsWith(SOURCE_DIR) ? [resolved.resolvedFileName] : [];
  });
}

/** Every circle of imports, each as the path from a module back to itself. */
function circles(files: readonly string[]): string[][] {
  const graph = new Map(files.map((file) => [file, valueImports(file)]));
  const found: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (file: string) => {
    const at = stack.indexOf(file);
    if (at >= 0) {
      found.push([...stack.slice(at), file].map((entry) => path.relative(SOURCE_DIR, entry)));
      return;
    }
    if (done.has(file)) return;
    stack.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    stack.pop();
    done.add(file);
  };
  for (const file of files) visit(file);
  return found;
}

// Reads and parses every module of src/ (a few seconds on a busy machine).
describe('the import graph of src/', { timeout: 60_000 }, () => {
  const files = sourceFiles(SOURCE_DIR);

  it('resolves the @/ alias and relative imports to the project’s own files', () => {
    const imports = valueImports(path.join(SOURCE_DIR, 'features', 'home', 'home-hero.tsx')).map((file) => path.relative(SOURCE_DIR, file));
    expect(imports).toContain('components/action-buttons.tsx');
    expect(imports).toContain('features/home/typing-headline.tsx');
  });

  it('has no circle', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(circles(files)).toEqual([]);
  });
});
