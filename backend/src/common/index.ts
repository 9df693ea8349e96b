export * from './defined-fields';
export * from './database-unreachable';
export * from './domain-errors';
export * from './endpoint';
export * from './endpoints-of';
export * from './http-error.filter';
export * from './public-route';
export * from './validation';
