import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type DatabaseError = InstanceType<typeof protocol.messages.DatabaseError>;

/** What drizzle's PGlite session calls on its client, outside and inside a transaction. */
export interface PgliteQueryClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: PgliteQueryClient) => Promise<T>): Promise<T>;
}

interface PreparedStatement {
  name: string;
  parameterTypes: number[];
  /** The statement's row description (absent when it returns no rows), prepended to each run's messages. */
  rowDescription: BackendMessage | undefined;
}

/**
 * Statements this client keeps prepared at most; the least recently used is closed for a new one. A storefront runs a
 * few dozen texts, but a list's length makes its own text (`in ($1, …, $n)`), so the number must be bounded.
 */
const maxStatements = 256;
/** The server no longer has the statement: DEALLOCATE ALL or DISCARD ALL dropped every one. */
const isForgotten = (error: Partial<DatabaseError>) => error.code === '26000';
/** A schema change altered the statement's result columns, so PostgreSQL refuses its plan. */
const isResultTypeChanged = (error: Partial<DatabaseError>) =>
  error.code === '0A000' && error.routine === 'RevalidateCachedQuery';
const { serialize } = protocol;

/**
 * PGlite as drizzle's client, with each statement text parsed and planned once: PGlite's own `query()` parses, plans
 * and describes every statement on every run (six calls into the WebAssembly backend), which cost about three times
 * the execution of a short indexed read. Here a text is prepared as a named statement on its first run; later runs
 * send one bind, execute and sync, and PostgreSQL's plan cache settles custom or generic plans as it does for the
 * statements named on the PostgreSQL driver (the cart's, the price book's, search's). Every text is prepared here,
 * named or not: drizzle's PGlite session ignores names. Results, type parsers, serializers, errors and the
 * query/transaction locks are PGlite's own.
 */
export function preparedPgliteClient(pg: PGlite): PgliteQueryClient {
  const statements = new Map<string, PreparedStatement>();
  let nextName = 0;

  /** Runs protocol messages ending in a sync, within the query lock the caller holds. */
  const exchange = (...messages: Uint8Array[]) =>
    pg.execProtocolStream(Buffer.concat([...messages, serialize.sync()]), { syncToFs: false });

  async function prepare(text: string): Promise<PreparedStatement> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last: the map's order is the eviction order.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    if (statements.size >= maxStatements) {
      const [oldestText, oldest] = statements.entries().next().value as [string, PreparedStatement];
      statements.delete(oldestText);
      await exchange(serialize.close({ type: 'S', name: oldest.name }));
    }
    const name = `chairside_${nextName++}`;
    const described = await exchange(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }));
    const statement: PreparedStatement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = await prepare(text);
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const oid = statement.parameterTypes[index]!;
      const serializer = options?.serializers?.[oid] ?? pg.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
    const messages = await exchange(
      serialize.bind({ statement: statement.name, values: values as (string | null)[] }),
      serialize.execute({}),
    );
    if (statement.rowDescription) messages.unshift(statement.rowDescription);
    return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
  }

  /**
   * One run. Statements the server forgot are all forgotten here too, and one whose result type a schema change
   * altered is dropped, so the next run prepares again; outside a transaction that next run is this one (inside, the
   * error has aborted the transaction).
   */
  async function runOnce<T>(text: string, params: unknown[], options: QueryOptions | undefined, retry: boolean) {
    try {
      return await run<T>(text, params, options);
    } catch (error) {
      const failure = error as Partial<DatabaseError>;
      let stale = false;
      if (isForgotten(failure)) {
        statements.clear();
        stale = true;
      } else if (isResultTypeChanged(failure)) stale = statements.delete(text);
      if (!stale || !retry) throw withQuery(error, text, params, options);
      return await run<T>(text, params, options).catch((retryError: unknown) => {
        throw withQuery(retryError, text, params, options);
      });
    }
  }

  /** PGlite's own query() adds the statement to its errors; keep that for logs. */
  function withQuery(error: unknown, text: string, params: unknown[], options: QueryOptions | undefined) {
    if (error instanceof protocol.messages.DatabaseError)
      Object.assign(error, { query: text, params, queryOptions: options });
    return error;
  }

  /** Options this path does not implement (attached files, declared parameter types) go to PGlite's own query(). */
  const needsPglite = (options: QueryOptions | undefined) =>
    options?.blob !== undefined || options?.paramTypes !== undefined;

  const inTransaction = (tx: Transaction): PgliteQueryClient => ({
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      if (tx.closed) throw new Error('Transaction is closed');
      if (needsPglite(options)) return tx.query<T>(text, params, options);
      return pg._runExclusiveQuery(() => runOnce<T>(text, params ?? [], options, false));
    },
    transaction: () => {
      throw new Error('A nested transaction is a savepoint; drizzle opens it on the outer transaction');
    },
  });

  return {
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      if (needsPglite(options)) return pg.query<T>(text, params, options);
      await pg._checkReady();
      return pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(async () => {
          const result = await runOnce<T>(text, params ?? [], options, true);
          // Outside a transaction PGlite syncs its files after every statement; so does this path.
          await pg.syncToFs();
          return result;
        }),
      );
    },
    transaction: (callback) => pg.transaction((tx) => callback(inTransaction(tx))),
  };
}
