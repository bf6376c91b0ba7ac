// The part of postgres.js's tagged-template client the bench data scripts use (sql`…`, sql.json, sql.begin, sql.end),
// over an embedded PGlite database folder, so the same script prepares a PGlite catalogue for the benchmarks. PGlite
// is one process's: run it while no API holds the folder.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const jsonValue = Symbol('json');

function client(queryable) {
  const tag = async (strings, ...values) => {
    const text = strings.reduce((sql, part, index) => `${sql}$${index}${part}`);
    const params = values.map((value) => (value?.[jsonValue] ? JSON.stringify(value.value) : value));
    return (await queryable.query(text, params)).rows;
  };
  tag.json = (value) => ({ [jsonValue]: true, value });
  return tag;
}

/** A postgres.js-like client on the PGlite database in `dataDir` (the API's `<DATA_DIR>/pglite`). */
export async function pgliteSql(dataDir) {
  const database = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const sql = client(database);
  sql.begin = (work) => database.transaction((tx) => work(client(tx)));
  sql.end = () => database.close();
  return sql;
}
