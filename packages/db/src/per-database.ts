import type { Db } from './connection';

/**
 * `build(db)` made once per database (or transaction) and kept while it lives: for repositories whose prepared
 * statements are worth building once rather than on every request.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
