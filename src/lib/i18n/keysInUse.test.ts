import fs from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

/**
 * Checks every key the code asks a translator for against the namespace file it was made from.
 * `translator` accepts any string (a key that is missing renders "Missing translation for key"),
 * so the compiler does not catch a key that lives in another namespace, for instance after a
 * namespace is split so that a page loads only its own texts. Read from the source: each
 * `const t = translator('ns', messages)` whose `messages` is imported from
 * `@/lib/i18n/en-US/<file>`, then each `t('key')`, each `t(`prefix.${…}`)`, and each string
 * written elsewhere in the file in the form of that namespace's keys (tables of keys, plural stems
 * such as `active.cyclones` for `active.cyclones.one`).
 */
const root = path.resolve(__dirname, '../../..');
const catalogue = path.join(__dirname, 'en-US');
const CATALOGUE_IMPORT = '@/lib/i18n/en-US/';

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function namespaceKeys(file: string): ReadonlySet<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(path.join(catalogue, file)) as { messages: Record<string, string> };
  return new Set(Object.keys(loaded.messages));
}

interface Problem {
  file: string;
  key: string;
  namespaceFile: string;
}

/** The keys of `source` that its translators' namespace files lack. */
function missingKeys(file: string, source: string): Problem[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const importedFrom = new Map<string, string>();
  const translators = new Map<string, string>();
  const problems: Problem[] = [];
  const relative = path.relative(root, file);

  sf.forEachChild(function visitImports(node) {
    if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier)) return;
    const from = node.moduleSpecifier.text;
    const bindings = node.importClause?.namedBindings;
    if (!from.startsWith(CATALOGUE_IMPORT) || !bindings || !ts.isNamedImports(bindings)) return;
    for (const element of bindings.elements) {
      if ((element.propertyName ?? element.name).text === 'messages') {
        importedFrom.set(element.name.text, from.slice(CATALOGUE_IMPORT.length));
      }
    }
  });

  (function findTranslators(node: ts.Node): void {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      node.initializer.expression.text === 'translator'
    ) {
      const messagesArg = node.initializer.arguments[1];
      const namespaceFile =
        messagesArg && ts.isIdentifier(messagesArg)
          ? importedFrom.get(messagesArg.text)
          : undefined;
      if (namespaceFile) translators.set(node.name.text, namespaceFile);
    }
    node.forEachChild(findTranslators);
  })(sf);
  if (translators.size === 0) return problems;

  const keysOf = new Map([...new Set(translators.values())].map((f) => [f, namespaceKeys(f)]));
  const allKeys = new Set([...keysOf.values()].flatMap((keys) => [...keys]));
  const prefixes = new Set([...allKeys].filter((k) => k.includes('.')).map((k) => k.split('.')[0]));
  const checkedLiterals = new Set<ts.Node>();

  (function findCalls(node: ts.Node): void {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const namespaceFile = translators.get(node.expression.text);
      const arg = node.arguments[0];
      if (namespaceFile && arg) {
        const keys = keysOf.get(namespaceFile) as ReadonlySet<string>;
        if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) {
          checkedLiterals.add(arg);
          if (!keys.has(arg.text)) problems.push({ file: relative, key: arg.text, namespaceFile });
        } else if (ts.isTemplateExpression(arg)) {
          const head = arg.head.text;
          if (![...keys].some((k) => k.startsWith(head))) {
            problems.push({ file: relative, key: `${head}…`, namespaceFile });
          }
        }
      }
    }
    node.forEachChild(findCalls);
  })(sf);

  // Keys written in tables (`{ Low: 'uv.low' }`) and passed to a translator later.
  (function findKeyLiterals(node: ts.Node): void {
    if (
      ts.isStringLiteral(node) &&
      !checkedLiterals.has(node) &&
      !ts.isImportDeclaration(node.parent)
    ) {
      const text = node.text;
      const prefix = text.split('.')[0] as string;
      const isKeyOrStem = allKeys.has(text) || [...allKeys].some((k) => k.startsWith(`${text}.`));
      if (/^[a-z]\w*(\.\w+)+$/i.test(text) && prefixes.has(prefix) && !isKeyOrStem) {
        problems.push({ file: relative, key: text, namespaceFile: [...keysOf.keys()].join(', ') });
      }
    }
    node.forEachChild(findKeyLiterals);
  })(sf);
  return problems;
}

describe('the keys the code asks translators for', () => {
  const files = ['src', 'pages'].flatMap((dir) => sourceFiles(path.join(root, dir)));

  it('finds the translators of the site', () => {
    const withTranslators = files.filter((f) => /\btranslator\(/.test(fs.readFileSync(f, 'utf8')));
    expect(withTranslators.length).toBeGreaterThan(50);
  });

  it('are all in the namespace file each translator was made from', () => {
    const problems = files.flatMap((f) => missingKeys(f, fs.readFileSync(f, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('reports a key that lives in another namespace', () => {
    const source = [
      "import { translator } from '@/lib/i18n';",
      "import { messages } from '@/lib/i18n/en-US/life';",
      "const t = translator('life', messages);",
      "const UV = { Low: 'nav.nowhere', High: 'level.high' };",
      "t('nav.label'); t('outdoor.title'); t(`level.${x}`); t(`zzz.${x}`);",
    ].join('\n');
    expect(missingKeys(path.join(root, 'src/example.ts'), source).map((p) => p.key)).toEqual([
      'outdoor.title',
      'zzz.…',
      'nav.nowhere',
    ]);
  });
});
