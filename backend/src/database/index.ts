// What other modules use to declare their tables. The DatabaseModule and the entity registry are
// the app root's (app.module.ts), not exported here: entities import this file.
export * from './column-types';
export * from './entity-bases';
export * from './project-content';
export * from './bulk-writes';
export * from './unique-violation';
