/** SQLSTATE codes the services map to API errors. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_CHECK_VIOLATION = '23514';
export const PG_NOT_NULL_VIOLATION = '23502';

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: unknown;
}

/** The PostgreSQL error inside whatever wraps it (Drizzle wraps driver errors in `cause`). */
function findPgError(error: unknown): PgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const fields = current as PgErrorFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return undefined;
}

/** SQLSTATE of a failed query on either driver, if it is a database error. */
export function pgErrorCode(error: unknown): string | undefined {
  return findPgError(error)?.code as string | undefined;
}

/** Name of the violated constraint or unique index, when the driver reports it. */
export function pgConstraint(error: unknown): string | undefined {
  const constraint = findPgError(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return (
    pgErrorCode(error) === PG_UNIQUE_VIOLATION &&
    (constraint === undefined || pgConstraint(error) === constraint)
  );
}

/**
 * SQLSTATE class 22, "data exception": a value the column or function cannot take (a number past
 * `integer`, a NUL character in text, a malformed date), so the request's input was the problem.
 */
export function isDataException(error: unknown): boolean {
  return pgErrorCode(error)?.startsWith('22') ?? false;
}

export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION;
}

/** What may be logged of a failed query: never its parameters, values or the text around them. */
export interface DatabaseErrorSummary {
  type: 'DatabaseError';
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The statement's kind and first table, e.g. `insert into "users"`. */
  statement?: string;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The query text of the failed statement (Drizzle's error carries it, with its parameters). */
function findQueryText(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const query = textOf((current as { query?: unknown }).query);
    if (query) return query;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A database error reduced to SQLSTATE, constraint, table, column and statement name; undefined
 * for any other error. The driver's own message and detail are left out: both can quote a value
 * ('Key (email)=(…) already exists', 'invalid input syntax for type integer: "…"').
 */
export function summarizeDatabaseError(error: unknown): DatabaseErrorSummary | undefined {
  const pg = findPgError(error);
  const query = findQueryText(error);
  if (!pg && query === undefined) return undefined;
  const kind = query && /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase();
  const target = query && /\b(into|from|update)\s+"?[\w.]+"?/i.exec(query);
  const summary: DatabaseErrorSummary = { type: 'DatabaseError', code: textOf(pg?.code) ?? 'none' };
  const constraint = textOf(pg?.constraint);
  if (constraint) summary.constraint = constraint;
  if (textOf(pg?.table)) summary.table = textOf(pg?.table);
  if (textOf(pg?.column)) summary.column = textOf(pg?.column);
  if (kind) {
    const named =
      target && target[1]?.toLowerCase() !== kind ? `${kind} ${target[0]}` : target?.[0];
    summary.statement = named ?? kind;
  }
  return summary;
}
