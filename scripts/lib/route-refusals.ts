import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

/** The error helpers of src/server/http/errors.ts and the status each answers. */
const HELPER_STATUS: Record<string, number> = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
};

export interface RouteRefusals {
  /** Route name → the error statuses its handler (and what it calls, transitively) may throw. */
  statuses: Map<string, Set<number>>;
  /** Places that build an AppError whose status is not a number written there. */
  unknown: string[];
  /** Calls to a method an interface declares, whose body the walk cannot know. */
  signatures: string[];
}

type Body = ts.Node;

const isCallee = (node: ts.Node): boolean => {
  const call = ts.isPropertyAccessExpression(node.parent) && node.parent.name === node ? node.parent.parent : node.parent;
  const callee = ts.isPropertyAccessExpression(node.parent) && node.parent.name === node ? node.parent : node;
  return (ts.isCallExpression(call) || ts.isNewExpression(call)) && call.expression === callee;
};

/** The function body a declaration stands for (a function, a method, a const holding an arrow), or null. */
function bodyOf(decl: ts.Declaration): Body | null {
  if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl) || ts.isArrowFunction(decl) || ts.isFunctionExpression(decl))
    return decl.body ?? null;
  if ((ts.isVariableDeclaration(decl) || ts.isPropertyAssignment(decl) || ts.isPropertyDeclaration(decl)) && decl.initializer) {
    let init: ts.Expression = decl.initializer;
    while (ts.isParenthesizedExpression(init) || ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
    if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init.body;
  }
  return null;
}

/** A named function, or one written as a member of an object literal or class: reached by name when called, not by walking its owner. */
function isMember(node: ts.Node): boolean {
  if (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node)) return true;
  if (!(ts.isArrowFunction(node) || ts.isFunctionExpression(node))) return false;
  let up = node.parent;
  while (ts.isParenthesizedExpression(up) || ts.isAsExpression(up) || ts.isSatisfiesExpression(up)) up = up.parent;
  return ts.isPropertyAssignment(up) || ts.isPropertyDeclaration(up);
}

/**
 * The error statuses each route's handler may throw, read from the source: the handler given to
 * `declareRoute(app, httpContract.<name>, handler)` is walked with every function it names (its
 * services, their helpers, transitively, through the type checker), collecting the error helpers
 * called (`notFound()` → 404) and every `new AppError(<status>, …)`. It over-reads rather than
 * under-reads: a branch never taken still counts.
 */
export function routeRefusals(root: string): RouteRefusals {
  const modulesDir = join(root, 'src/server/modules');
  const rootNames = readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(modulesDir, d.name)).filter((f) => f.endsWith('routes.ts') || f.endsWith('-routes.ts')).map((f) => join(modulesDir, d.name, f)));
  const configFile = ts.readConfigFile(join(root, 'tsconfig.node.json'), (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const program = ts.createProgram({ rootNames, options: { ...parsed.options, incremental: false, noEmit: true } });
  const checker = program.getTypeChecker();
  const srcDir = resolve(root, 'src') + '/';
  const errorsFile = resolve(root, 'src/server/http/errors.ts');
  const inProject = (file: ts.SourceFile) => file.fileName.startsWith(srcDir) && !file.isDeclarationFile;

  const unknown: string[] = [];
  const signatures = new Set<string>();
  const memo = new Map<Body, Set<number>>();
  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    return `${file.fileName.slice(srcDir.length - 'src/'.length)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };

  const declarationsOf = (node: ts.Node): ts.Declaration[] => {
    let symbol = checker.getSymbolAtLocation(node);
    if (!symbol) return [];
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const decls = [...(symbol.declarations ?? [])];
    // `{ create }` returned by a factory: the name stands for the function it holds.
    for (const decl of symbol.declarations ?? [])
      if (ts.isShorthandPropertyAssignment(decl)) decls.push(...(checker.getShorthandAssignmentValueSymbol(decl)?.declarations ?? []));
    return decls;
  };

  /** `const remove = createRemoval(deps)` called as `remove(…)`: what the factory returns is in its body. */
  const factoryBodyOf = (decl: ts.Declaration): Body | null => {
    if (!ts.isVariableDeclaration(decl) || !decl.initializer || !ts.isCallExpression(decl.initializer)) return null;
    const callee = decl.initializer.expression;
    for (const d of declarationsOf(ts.isPropertyAccessExpression(callee) ? callee.name : callee))
      if (inProject(d.getSourceFile())) return bodyOf(d);
    return null;
  };

  /**
   * A method an interface declares: its implementations are taken to be the members of that name
   * written in the interface's own file (a factory beside its type, as the services are written).
   */
  const besides = new Map<string, Body[]>();
  const implementationsBeside = (decl: ts.Declaration, name: string): Body[] => {
    const file = decl.getSourceFile();
    const key = `${file.fileName}#${name}`;
    let bodies = besides.get(key);
    if (!bodies) {
      const found: Body[] = [];
      const visit = (node: ts.Node): void => {
        if ((ts.isPropertyAssignment(node) || ts.isMethodDeclaration(node)) && ts.isIdentifier(node.name) && node.name.text === name) {
          const body = bodyOf(node);
          if (body) found.push(body);
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
      bodies = found;
      besides.set(key, bodies);
    }
    return bodies;
  };

  const walk = (body: Body): Set<number> => {
    const known = memo.get(body);
    if (known) return known;
    const found = new Set<number>();
    // Set before walking: a function that reaches itself again adds nothing new.
    memo.set(body, found);
    const visit = (node: ts.Node): void => {
      if (node !== body && isMember(node)) return;
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError') {
        const status = node.arguments?.[0];
        if (status && ts.isNumericLiteral(status)) found.add(Number(status.text));
        else unknown.push(where(node));
      }
      if (ts.isIdentifier(node)) {
        for (const decl of declarationsOf(node)) {
          const file = decl.getSourceFile();
          if (!inProject(file)) continue;
          if (file.fileName === errorsFile) {
            const status = HELPER_STATUS[node.text];
            if (status !== undefined) found.add(status);
            continue;
          }
          const next = bodyOf(decl) ?? (isCallee(node) ? factoryBodyOf(decl) : null);
          if (next && next !== body) for (const s of walk(next)) found.add(s);
          else if (!next && isCallee(node) && (ts.isMethodSignature(decl) || ts.isPropertySignature(decl))) {
            const bodies = implementationsBeside(decl, node.text);
            if (bodies.length === 0) signatures.add(`${node.text} ${where(decl)}`);
            for (const b of bodies) for (const s of walk(b)) found.add(s);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(body);
    return found;
  };

  const statuses = new Map<string, Set<number>>();
  for (const file of program.getSourceFiles()) {
    if (!inProject(file)) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'declareRoute') {
        const [, def, handler] = node.arguments;
        if (def && handler && ts.isPropertyAccessExpression(def) && def.expression.getText() === 'httpContract') {
          const name = def.name.text;
          let body: Body | null = null;
          if (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler)) body = handler.body;
          // `setStatus('closed')`: the handler is what the factory returns, written in its body.
          else if (ts.isCallExpression(handler)) for (const decl of declarationsOf(handler.expression)) body ??= bodyOf(decl);
          else for (const decl of declarationsOf(handler)) body ??= bodyOf(decl);
          const into = statuses.get(name) ?? new Set<number>();
          if (body) for (const s of walk(body)) into.add(s);
          else unknown.push(`${where(handler)}: the handler of ${name} could not be read`);
          statuses.set(name, into);
        } else if (!node.getSourceFile().fileName.endsWith('/declare-route.ts'))
          // A route named through a variable (a loop over entries) would go unread: its refusals unchecked.
          unknown.push(`${where(node)}: declareRoute names its route otherwise than as httpContract.<name>`);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { statuses, unknown, signatures: [...signatures].sort() };
}
