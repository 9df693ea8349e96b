import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes to a project announce themselves (docs/data-flow.md, "A request"): ProjectTouchSubscriber
 * moves the project's revision and puts the change on the live stream for every save() and
 * remove() of a @ProjectContent entity or of a project's row. TypeORM does not tell subscribers
 * which rows other writes changed, so the convention this rule checks is:
 *
 *   a write to such a table that is not a save() or remove() (a QueryBuilder update, delete or
 *   insert; a repository's or EntityManager's update, delete, insert, upsert, increment or
 *   decrement; insertInBulk / updateInBulk; UPDATE, DELETE or INSERT in raw SQL) sits in a function
 *   that also calls projectContentChanged or projectContentChangedInBulk.
 *
 * Which tables those are is read from the entities: classes decorated @ProjectContent, and the
 * project's own (@Entity('projects')). A receiver is known to be a repository of one by its
 * declared type in the file (a constructor field `Repository<SceneEntity>`, a class extending
 * ProjectItemRepository<SceneEntity, …>, a type parameter bounded by ProjectItemRow), by
 * getRepository(SceneEntity), or, for an EntityManager (a name ending in "manager"), by the entity
 * it is handed. The subscriber itself, which makes the announcement, is left out in the config,
 * and so is the bench, whose baselines write throwaway databases behind the app's back on purpose.
 */

const ANNOUNCERS = new Set(['projectContentChanged', 'projectContentChangedInBulk']);
const WRITE_METHODS = new Set(['update', 'delete', 'insert', 'upsert', 'increment', 'decrement', 'softDelete', 'restore', 'clear']);
const BULK_HELPERS = new Set(['insertInBulk', 'updateInBulk']);
const QUERY_BUILDER_WRITES = new Set(['update', 'delete', 'insert']);
/** A project item repository's rows (ProjectItemRepository<Row extends ProjectItemRow>) are project content. */
const PROJECT_ITEM_ROW = 'ProjectItemRow';
const SQL_WRITE = /^\s*(?:INSERT\s+(?:IGNORE\s+)?INTO|REPLACE\s+INTO|UPDATE|DELETE\s+FROM)\s+[`"]?(\w+)/i;

function* entityFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* entityFiles(path);
    else if (entry.name.endsWith('.entity.ts')) yield path;
  }
}

const announcedByRoot = new Map();

/** The entity classes and tables whose writes are announced, read from backend/src's entities once per lint run. */
function announcedEntities(root) {
  if (!announcedByRoot.has(root)) {
    const classes = new Set();
    const tables = new Set();
    for (const file of entityFiles(join(root, 'backend/src'))) {
      const source = readFileSync(file, 'utf8');
      // The decorators above one class, then its name.
      for (const [, decorators, name] of source.matchAll(/((?:@\w+\((?:[^()]|\([^()]*\))*\)\s*)+)export (?:abstract )?class (\w+)/g)) {
        const table = /@Entity\(\s*'(\w+)'/.exec(decorators)?.[1];
        if (!decorators.includes('@ProjectContent(') && table !== 'projects') continue;
        classes.add(name);
        if (table) tables.add(table);
      }
    }
    announcedByRoot.set(root, { classes, tables });
  }
  return announcedByRoot.get(root);
}

const typeName = (node) => (node?.type === 'TSTypeReference' && node.typeName.type === 'Identifier' ? node.typeName.name : null);
const typeArguments = (node) => (node?.typeArguments ?? node?.typeParameters)?.params ?? [];
const propertyName = (node) => (node?.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' ? node.property.name : null);
const isThisMember = (node) => node?.type === 'MemberExpression' && node.object.type === 'ThisExpression';

/** @type {import('eslint').Rule.RuleModule} */
export const announcedWritesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'A write to project content or a project that TypeORM subscribers do not hear is announced in the same function' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'] }],
  },
  create(context) {
    const { classes, tables } = announcedEntities(context.options[0].root);
    /** Per class: its fields typed as repositories, by name, and whether each holds announced rows. */
    const classStack = [];
    /** Functions that call an announcer, and the writes waiting for the end of the file to be judged. */
    const announcing = new Set();
    const writes = [];

    const announcedType = (type, announcedParams) => {
      const name = typeName(type);
      return name !== null && (classes.has(name) || announcedParams.has(name) || name === PROJECT_ITEM_ROW);
    };

    /** True when `node` is a repository (or a repository's `target`) of announced rows, by what this file says of it. */
    const isAnnouncedRepository = (node) => {
      if (isThisMember(node)) return classStack.at(-1)?.announcedFields.has(propertyName(node)) ?? false;
      if (node?.type === 'CallExpression' && propertyName(node.callee) === 'getRepository') return isAnnouncedEntity(node.arguments[0]);
      return false;
    };
    /** An entity argument: an announced class or table name, or a repository's `target` of announced rows. */
    const isAnnouncedEntity = (node) => {
      if (node?.type === 'Identifier') return classes.has(node.name);
      if (node?.type === 'Literal') return tables.has(node.value);
      if (propertyName(node) === 'target') return isAnnouncedRepository(node.object);
      return false;
    };
    const isManager = (node) => {
      if (node?.type === 'Identifier') return /manager$/i.test(node.name);
      return /manager$/i.test(propertyName(node) ?? '');
    };

    /** Every call of the method chain `call` is in (`a.b().c().d()`: b, c and d), outermost first. */
    const chainOf = (call) => {
      let top = call;
      while (top.parent?.type === 'MemberExpression' && top.parent.object === top && top.parent.parent?.type === 'CallExpression' && top.parent.parent.callee === top.parent) {
        top = top.parent.parent;
      }
      const calls = [];
      let node = top;
      while (node?.type === 'CallExpression' && node.callee.type === 'MemberExpression') {
        calls.push(node);
        node = node.callee.object;
      }
      return calls;
    };

    /** What `call` writes to an announced table, described for the message; null when it writes nothing announced. */
    const announcedWrite = (call) => {
      const callee = call.callee;
      if (callee.type === 'Identifier' && BULK_HELPERS.has(callee.name)) return isAnnouncedEntity(call.arguments[1]) ? `${callee.name}()` : null;
      const method = propertyName(callee);
      if (method === null) return null;
      if (method === 'query') {
        const [sql] = call.arguments;
        const text = sql?.type === 'Literal' ? sql.value : sql?.type === 'TemplateLiteral' ? sql.quasis.map((quasi) => quasi.value.cooked).join('?') : null;
        const table = typeof text === 'string' ? SQL_WRITE.exec(text)?.[1] : undefined;
        return table && tables.has(table) ? `raw SQL (${table})` : null;
      }
      if (QUERY_BUILDER_WRITES.has(method)) {
        const chain = chainOf(call);
        const builder = chain.find((link) => propertyName(link.callee) === 'createQueryBuilder');
        if (builder) {
          const onAnnounced = isAnnouncedRepository(builder.callee.object) || chain.some((link) => ['update', 'into', 'from'].includes(propertyName(link.callee)) && isAnnouncedEntity(link.arguments[0]));
          return onAnnounced ? `a QueryBuilder ${method}()` : null;
        }
      }
      if (!WRITE_METHODS.has(method)) return null;
      if (isAnnouncedRepository(callee.object)) return `${method}()`;
      if (isManager(callee.object) && isAnnouncedEntity(call.arguments[0])) return `${method}()`;
      return null;
    };

    const enclosingFunctions = (node) => {
      const functions = [];
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (/Function/.test(parent.type)) functions.push(parent);
      }
      return functions;
    };

    const enterClass = (node) => {
      const announcedParams = new Set(
        (node.typeParameters?.params ?? []).filter((param) => announcedType(param.constraint, new Set())).map((param) => param.name.name ?? param.name),
      );
      const announcedFields = new Set();
      // class X extends ProjectItemRepository<SceneEntity, …>: its inherited `rows`.
      const superArguments = (node.superTypeArguments ?? node.superTypeParameters)?.params ?? [];
      if (node.superClass?.type === 'Identifier' && node.superClass.name === 'ProjectItemRepository' && announcedType(superArguments[0], announcedParams)) {
        announcedFields.add('rows');
      }
      const constructor = node.body.body.find((member) => member.type === 'MethodDefinition' && member.kind === 'constructor');
      for (const param of constructor?.value.params ?? []) {
        if (param.type !== 'TSParameterProperty' || param.parameter.type !== 'Identifier') continue;
        const type = param.parameter.typeAnnotation?.typeAnnotation;
        if (typeName(type) === 'Repository' && announcedType(typeArguments(type)[0], announcedParams)) announcedFields.add(param.parameter.name);
      }
      for (const member of node.body.body) {
        const type = member.type === 'PropertyDefinition' ? member.typeAnnotation?.typeAnnotation : undefined;
        if (type && typeName(type) === 'Repository' && announcedType(typeArguments(type)[0], announcedParams) && member.key.type === 'Identifier') announcedFields.add(member.key.name);
      }
      classStack.push({ announcedFields });
    };

    return {
      ClassDeclaration: enterClass,
      'ClassDeclaration:exit': () => classStack.pop(),
      ClassExpression: enterClass,
      'ClassExpression:exit': () => classStack.pop(),
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && ANNOUNCERS.has(node.callee.name)) {
          for (const fn of enclosingFunctions(node)) announcing.add(fn);
          return;
        }
        const what = announcedWrite(node);
        if (what) writes.push({ node, what, functions: enclosingFunctions(node) });
      },
      'Program:exit'() {
        for (const { node, what, functions } of writes) {
          if (functions.some((fn) => announcing.has(fn))) continue;
          context.report({
            node,
            message: `${what} writes to a project or its content unheard by ProjectTouchSubscriber: call projectContentChanged or projectContentChangedInBulk (backend/src/projects) in the same function, or write with save()/remove()`,
          });
        }
      },
    };
  },
};
