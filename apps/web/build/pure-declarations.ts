import { type Plugin, parseAst } from 'vite';

/*
 * The contract's modules hold, side by side, what a reading page needs (labels, paths, helpers) and the
 * zod schemas of every write. A schema is built by calls (`z.object({…}).nullable()`), and a bundler
 * must assume a call does something, so every schema of a module stayed in the browser's bundle, and was
 * built, as soon as one helper of that module was used: on a race page, 30 to 50 ms of one main-thread
 * task at full speed (zod's classes and some hundred schemas), 120 to 200 ms of Lighthouse's blocking time
 * at its 4× slower CPU, for schemas the page never calls.
 *
 * In the browser's build only, each top-level declaration of these modules whose value is computed is
 * wrapped as `/* @__PURE__ *\/ (() => value)()`: evaluated at the same place and in the same order when
 * something uses it, dropped when nothing does. The server, the tests and the server render build the
 * modules as written (the server's OpenAPI registry relies on schemas being built even when unused).
 */
const CONTRACT = /[\\/]packages[\\/]contract[\\/]src[\\/](?!.*\.test\.)[^\\/]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  declaration?: Node | null;
  declarations?: { init?: Node | null }[];
}

/** Values that are already free of effects, or whose evaluation a wrapper would only delay. */
const PLAIN = new Set(['Literal', 'Identifier', 'ArrowFunctionExpression', 'FunctionExpression', 'TemplateLiteral']);

export function markPureDeclarations(code: string): string {
  const program = parseAst(code) as unknown as { body: Node[] };
  const inits: Node[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations ?? []) {
      const init = declarator.init;
      if (init && !PLAIN.has(init.type) && code.slice(init.start, init.end).includes('(')) inits.push(init);
    }
  }
  let out = code;
  for (const init of inits.reverse()) {
    out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
  }
  return out;
}

export function pureDeclarations(): Plugin {
  return {
    name: 'pure-declarations',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After TypeScript is stripped: the parser reads JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACT.test(id.split('?')[0] ?? id)) return null;
      return { code: markPureDeclarations(code), map: null };
    },
  };
}
