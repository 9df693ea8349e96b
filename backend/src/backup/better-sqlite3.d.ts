// better-sqlite3 ships no types, and TypeORM keeps its handle to itself: the few calls a backup makes.
declare module 'better-sqlite3' {
  interface Statement {
    run(...parameters: unknown[]): unknown;
    all(...parameters: unknown[]): unknown[];
    raw(raw?: boolean): Statement;
    iterate(...parameters: unknown[]): IterableIterator<unknown>;
  }

  class Database {
    constructor(filename: string, options?: { readonly?: boolean; fileMustExist?: boolean; timeout?: number });
    prepare(sql: string): Statement;
    close(): this;
  }

  export = Database;
}
