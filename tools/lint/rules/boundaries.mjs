import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Where each import may go, by the folder the importing file is in (the repository's layout is
 * the architecture):
 * - a remote (mfe-*) imports packages and itself, never another remote, the shell or the backend;
 * - the shell imports packages and itself (remotes come in at run time, from the composition);
 * - a package never imports an app (shell, remotes, backend, e2e);
 * - in a front end, src/features/<a> never imports src/features/<b>;
 * - in the backend, a module (backend/src/<a>) imports another (backend/src/<b>) only through its
 *   index, what <b> lets others use, and never another module's *.entity: each module owns its
 *   tables. The bench (backend/bench) is held to the same rule. The database registry and
 *   migrations, common/, specs and backend/test/ may reach further.
 */
const APPS = /^(shell|backend|e2e|mfe-[\w-]+)$/;
const FRONT_END_ONLY_PACKAGES = new Set(['api-client', 'ui', 'federation']);

/** '@studio/mfe-music/x' -> 'mfe-music'; a relative path -> the top folder it lands in. */
function targetOf(root, fromFile, specifier) {
  if (specifier.startsWith('@studio/')) {
    const name = specifier.slice('@studio/'.length).split('/')[0];
    return { top: APPS.test(name) ? name : `packages/${name}`, path: null };
  }
  if (!specifier.startsWith('.')) return null;
  const path = relative(root, resolve(dirname(fromFile), specifier)).split(sep);
  if (path[0] === '..') return null;
  return { top: path[0] === 'packages' ? `packages/${path[1]}` : path[0], path };
}

/** Backend files that may import any module's internals: the entity registry and migrations, shared helpers, specs. */
const BACKEND_MODULE_RULE_EXEMPT = /^backend\/(test\/|src\/(database|common)\/)|\.spec\.ts$/;

/** The module a backend file is in: backend/src/<a>/... is <a>, the bench is one of its own; null for the app's root files. */
const backendModuleOf = (path) => (path[1] === 'src' && path.length >= 4 ? path[2] : path[1] === 'bench' ? 'bench' : null);

/** backend/src/<a>/... or backend/bench/... importing backend/src/<b>/...: only <b>'s index, never an entity. */
function backendModuleProblem(from, to) {
  const fromModule = backendModuleOf(from);
  if (!fromModule || to[1] !== 'src' || to.length < 3 || fromModule === to[2]) return null;
  if (BACKEND_MODULE_RULE_EXEMPT.test(from.join('/'))) return null;
  const inside = to.slice(3).join('/').replace(/\.(ts|js)$/, '');
  if (/\.entity$/.test(inside)) {
    return `backend modules own their tables: ${fromModule} never imports ${to[2]}'s entity (${inside}); use what ${to[2]}'s index exports (its repository or service)`;
  }
  if (inside !== '' && inside !== 'index') {
    return `backend modules talk through each other's index: import '${to[2]}' (its index.ts), not ${to[2]}/${inside}`;
  }
  return null;
}

function problem(root, file, specifier) {
  const from = relative(root, file).split(sep);
  const top = from[0] === 'packages' ? `packages/${from[1]}` : from[0];
  const target = targetOf(root, file, specifier);
  if (!target || target.top === top) {
    // Within one app: features stay apart.
    if (target?.path && from[1] === 'src' && from[2] === 'features' && target.path[1] === 'src' && target.path[2] === 'features' && from[3] !== target.path[3]) {
      return `features do not import each other (${from[3]} -> ${target.path[3]}): move what both need to packages/ui or packages/api-client`;
    }
    if (target?.path && top === 'backend') return backendModuleProblem(from, target.path);
    return null;
  }
  if (top.startsWith('mfe-') && (target.top.startsWith('mfe-') || target.top === 'shell' || target.top === 'backend')) {
    return `a remote imports only packages/*, never ${target.top}: remotes are built and released on their own`;
  }
  if (top === 'shell' && (target.top.startsWith('mfe-') || target.top === 'backend')) {
    return `the shell loads remotes at run time and talks to the backend over HTTP, never imports ${target.top}`;
  }
  if (top.startsWith('packages/') && APPS.test(target.top)) {
    return `a package never imports an app (${target.top}): apps depend on packages, not the other way`;
  }
  if (top === 'backend' && (APPS.test(target.top) || FRONT_END_ONLY_PACKAGES.has(target.top.replace('packages/', '')))) {
    return `the backend imports only the shared packages (contracts, scene-timeline, scene-player, screenplay), never ${target.top}`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundariesRule = {
  meta: { type: 'problem', docs: { description: 'Imports stay inside the architecture: remotes, shell, packages, backend and features' }, schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'] }] },
  create(context) {
    const { root } = context.options[0];
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const message = problem(root, context.filename, specifier);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => check({ source: node.source }),
    };
  },
};
