/**
 * `services.prisma` as the code sees it: outside a unit of work, the Prisma client itself; inside one, every write
 * and raw query goes to the unit's transaction (begun at the first of them), reads too once it has begun (reads
 * before it run on the client itself: ./unit-of-work.ts says why), and a command's own
 * `$transaction` joins it: the callback form gets this same client, the array form runs its queries in order.
 * Nested transactions are flattened, not savepoints (PGlite's adapter has none): a failure anywhere fails the
 * request, and the whole unit rolls back.
 */
import { HOT_STATEMENT_MARK } from './adapters.js';
import type { DbClient, DbTx } from './client.js';
import { hotSqlOf, type HotQuery } from './hot-reads.js';
import { currentUnitOfWork, UnitOfWork, type TxClient, type UnitOfWorkOptions } from './unit-of-work.js';

/** Raw queries may write or lock rows (`FOR UPDATE`): they begin the transaction like any write. */
const RAW_METHODS = new Set(['$queryRaw', '$executeRaw', '$queryRawUnsafe', '$executeRawUnsafe', '$queryRawTyped']);
/** Model methods that only read. */
const READ_METHODS = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'count',
  'aggregate',
  'groupBy',
]);

type AnyFunction = (...args: unknown[]) => unknown;
type Callable = Record<string, AnyFunction>;

/** The client each routing proxy stands for, so a unit of work runs on the real client. */
const clients = new WeakMap<object, DbClient>();

/**
 * A query that starts when first awaited, as Prisma's own do: `$transaction([...])` is handed queries that must
 * run one after the other, in order.
 */
function deferred<T>(run: () => Promise<T>): Promise<T> {
  let started: Promise<T> | undefined;
  const start = () => (started ??= run());
  const query: Pick<Promise<T>, 'then' | 'catch' | 'finally'> & { [Symbol.toStringTag]: string } = {
    // biome-ignore lint/suspicious/noThenProperty: a lazy query is a thenable, as Prisma's own queries are
    then: (onFulfilled, onRejected) => start().then(onFulfilled, onRejected),
    catch: (onRejected) => start().catch(onRejected),
    finally: (onFinally) => start().finally(onFinally),
    [Symbol.toStringTag]: 'PrismaPromise',
  };
  return query as Promise<T>;
}

function isModelDelegate(value: unknown): value is Callable {
  return typeof value === 'object' && value !== null && typeof (value as Callable).findMany === 'function';
}

/**
 * `hotQuery`, when given, runs hot statements (`$queryRaw(hot(...))`) outside a unit of work, instead of Prisma
 * (./hot-reads.ts); inside one they go to the unit's transaction like any raw query.
 */
export function routeThroughUnitOfWork(client: DbClient, hotQuery?: HotQuery): DbClient {
  const unitOf = (): UnitOfWork | undefined => {
    const unit = currentUnitOfWork();
    return unit?.base === client ? unit : undefined;
  };
  const inTransaction = (unit: UnitOfWork, call: (tx: Record<string, unknown>) => unknown) =>
    deferred(async () => {
      try {
        return await call((await unit.transaction()) as unknown as Record<string, unknown>);
      } catch (error) {
        unit.reportQueryFailure(error);
        throw error;
      }
    });

  const delegateFor = (model: string, delegate: Callable) =>
    new Proxy(delegate, {
      get(target, method) {
        const value = Reflect.get(target, method, target) as unknown;
        if (typeof value !== 'function' || typeof method !== 'string') return value;
        return (...args: unknown[]) => {
          const unit = unitOf();
          if (!unit) return (value as AnyFunction).apply(target, args);
          const inUnit = () => inTransaction(unit, (tx) => (tx[model] as Callable)[method]!(...args));
          if (!READ_METHODS.has(method) || !unit.readsBeforeBegin) return inUnit();
          // Where a read goes is decided when it starts: a write awaited in between has begun the transaction.
          return deferred(() =>
            unit.began
              ? inUnit()
              : unit.readBeforeBegin(() => (value as AnyFunction).apply(target, args) as Promise<unknown>),
          );
        };
      },
    });

  const joinTransaction = async (work: unknown) => {
    if (typeof work === 'function') return (work as (tx: DbClient) => unknown)(routed);
    const results: unknown[] = [];
    for (const query of work as Promise<unknown>[]) results.push(await query);
    return results;
  };

  const routed: DbClient = new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof prop !== 'string') return value;
      if (prop === '$transaction') {
        return (work: unknown, options?: unknown) =>
          unitOf() ? joinTransaction(work) : (target.$transaction as AnyFunction)(work, options);
      }
      if (RAW_METHODS.has(prop) && typeof value === 'function') {
        return (...args: unknown[]) => {
          const unit = unitOf();
          if (unit) return inTransaction(unit, (tx) => (tx[prop] as AnyFunction)(...args));
          const hotSql = hotQuery && prop === '$queryRaw' ? hotSqlOf(args, HOT_STATEMENT_MARK) : undefined;
          return hotSql ? deferred(() => hotQuery!(hotSql)) : value.apply(target, args);
        };
      }
      if (isModelDelegate(value)) return delegateFor(prop, value);
      // The client's own methods use private state: call them on the client, not on this proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  clients.set(routed, client);
  return routed;
}

/** A new unit of work on the database behind `prisma` (the routing client or a plain one). */
export function createUnitOfWork(prisma: DbClient, options: UnitOfWorkOptions = {}): UnitOfWork {
  return new UnitOfWork(clients.get(prisma) ?? prisma, options);
}

/**
 * Runs `statement` ahead of the current request's transaction while that has not begun: on the plain client, a
 * statement of its own, so on PGlite (one connection) other requests' queries run between such statements; the
 * transaction, when it begins, waits for it. Only for writes that mean nothing until the transaction's own
 * writes name them (an upload's chunks). Once the transaction has begun, when the unit claims an
 * Idempotency-Key first, outside a unit, or given a transaction client, it runs on `db` as any query would: on
 * PGlite a statement on the plain client while the unit's transaction is open would wait for it forever.
 */
export function aheadOfTransaction<T>(db: DbTx, statement: (client: DbTx) => Promise<T>): Promise<T> {
  const client = clients.get(db);
  const unit = currentUnitOfWork();
  if (!client || unit?.base !== client || unit.began || !unit.readsBeforeBegin) return statement(db);
  return unit.readBeforeBegin(() => statement(client));
}

export type { TxClient };
