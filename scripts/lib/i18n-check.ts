/**
 * The catalogue check's rules, as pure functions over texts so a test can feed them a
 * broken catalogue: every key of the English source in every language (with the plural forms each
 * language's Intl.PluralRules asks for, and the same {{placeholders}}), no key no code uses, and no
 * visible literal text in a converted component.
 */
import ts from 'typescript';

export type Catalogue = Readonly<Record<string, string>>;
/** Catalogues by language, then by namespace. */
export type Catalogues = Record<string, Record<string, Catalogue>>;

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

/** The keys a language must have for one English namespace: plain keys as they are, plural ones per its categories. */
function requiredKeys(english: Catalogue, language: string): Map<string, string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const wanted = new Map<string, string>();
  for (const [key, text] of Object.entries(english)) {
    const plural = PLURAL.exec(key);
    if (plural) for (const c of categories) wanted.set(`${plural[1] ?? ''}_${c}`, text);
    else wanted.set(key, text);
  }
  return wanted;
}

/** The catalogue's own problems: missing and unknown keys, and placeholders that differ from the English. */
export function checkCatalogues(catalogues: Catalogues, source = 'en'): string[] {
  const problems: string[] = [];
  const english = catalogues[source] ?? {};
  for (const [language, namespaces] of Object.entries(catalogues)) {
    if (language === source) continue;
    for (const ns of new Set([...Object.keys(english), ...Object.keys(namespaces)])) {
      const base = english[ns];
      const own = namespaces[ns];
      if (!base) {
        problems.push(`${language}/${ns}: a namespace the English catalogue does not have`);
        continue;
      }
      if (!own) {
        problems.push(`${language}/${ns}: the namespace is missing`);
        continue;
      }
      const wanted = requiredKeys(base, language);
      for (const [key, englishText] of wanted) {
        const text = own[key];
        if (text === undefined) problems.push(`${language}/${ns}: missing key "${key}"`);
        else if (text.trim() === '') problems.push(`${language}/${ns}: empty text for "${key}"`);
        else if (!PLURAL.test(key) && placeholders(text).join() !== placeholders(englishText).join()) {
          problems.push(`${language}/${ns}: "${key}" has placeholders {${placeholders(text).join(', ')}}, the English {${placeholders(englishText).join(', ')}}`);
        }
      }
      for (const key of Object.keys(own)) if (!wanted.has(key)) problems.push(`${language}/${ns}: unknown key "${key}"`);
    }
  }
  return problems;
}

/** The full keys (`ns:key`) written as string literals in a source file. */
export function usedKeys(source: string, namespaces: readonly string[]): Set<string> {
  const pattern = new RegExp(`^(${namespaces.join('|')}):[\\w.-]+$`);
  const found = new Set<string>();
  const file = ts.createSourceFile('x.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && pattern.test(node.text)) found.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** English keys (plural ones by their base) that no code names, and names in code that no English key has. */
export function checkUsage(english: Record<string, Catalogue>, used: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const known = new Set<string>();
  for (const [ns, catalogue] of Object.entries(english)) {
    for (const key of Object.keys(catalogue)) {
      const full = `${ns}:${PLURAL.exec(key)?.[1] ?? key}`;
      known.add(full);
      if (!used.has(full)) problems.push(`en/${ns}: "${key}" is used by no code`);
    }
  }
  for (const key of used) if (!known.has(key)) problems.push(`code names "${key}", which the English catalogue does not have`);
  return [...new Set(problems)];
}

/** The mark of a file that holds catalogue names (skills, softwares), which stay English in every language. */
export const CATALOGUE_NAMES_MARK = 'i18n: catalogue names';

/** Attributes and object properties whose text a user sees or hears. */
const VISIBLE = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'alt', 'placeholder', 'label', 'hint', 'message', 'triggerLabel', 'menuLabel', 'formLabel', 'heading', 'description', 'text']);
const hasWords = (text: string) => /\p{L}/u.test(text);
/** A string that reads as prose (a capitalised word then a space, or an ending stop): text kept in a constant. */
const isProse = (text: string) => /^\p{Lu}\p{L}*[\s,]/u.test(text.trim()) || /\p{L}[.!?…]$/u.test(text.trim());

/** A literal for developers, not users: a console message, an Error's message. */
function forDevelopers(node: ts.Node): boolean {
  const call = node.parent;
  if (ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && ts.isIdentifier(call.expression.expression) && call.expression.expression.text === 'console') return true;
  return ts.isNewExpression(call) && ts.isIdentifier(call.expression) && call.expression.text === 'Error';
}

/** Visible literal texts of a converted component (JSX text, visible attributes and properties), each with its line. */
export function findLiterals(fileName: string, source: string, properNames: readonly string[]): string[] {
  // Generated catalogue data and files marked as holding catalogue names (proper names) are data.
  if (fileName.endsWith('.generated.ts') || source.includes(CATALOGUE_NAMES_MARK)) return [];
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const t = text.trim();
    if (!hasWords(t) || properNames.includes(t)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${fileName}:${line + 1}: "${t}" is not from the catalogue`);
  };
  const literalText = (node: ts.Node | undefined): string | null =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) {
      const text = literalText(node.expression);
      if (text !== null) {
        report(node, text);
        return;
      }
    } else if (ts.isJsxAttribute(node) && VISIBLE.has(node.name.getText(file))) {
      const init = node.initializer;
      const text = literalText(init) ?? (init && ts.isJsxExpression(init) ? literalText(init.expression) : null);
      if (text !== null) {
        report(node, text);
        return;
      }
    } else if (ts.isPropertyAssignment(node) && VISIBLE.has(node.name.getText(file).replace(/['"]/g, ''))) {
      const text = literalText(node.initializer);
      // A full catalogue key (`shell:login`) kept as data is how menus name their texts.
      if (text !== null) {
        if (!/^[a-z]+:[\w.-]+$/.test(text)) report(node, text);
        return;
      }
    } else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && isProse(node.text) && !forDevelopers(node) && !ts.isImportDeclaration(node.parent)) {
      report(node, node.text);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
