/**
 * Small SQL helpers shared by the run-time services and the seeder: PostgreSQL array literals (sent as
 * one text parameter, then cast, e.g. `unnest(${arrayLiteral(codes)}::text[])`) and the rows of a raw
 * `db.execute` result. Both behave the same on node-postgres and PGlite.
 */

function encodeElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  // Numbers, booleans and ISO timestamps never need quoting inside an array literal.
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot insert the number ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const escaped = text.includes('\\') || text.includes('"') ? text.replace(/\\/g, '\\\\').replace(/"/g, '\\"') : text;
  return `"${escaped}"`;
}

/** A PostgreSQL array literal (`{"a","b",NULL}`) of the values. */
export function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map(encodeElement).join(',')}}`;
}

/** The rows of a raw `db.execute` result (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf(result: unknown): Array<Record<string, unknown>> {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as Array<Record<string, unknown>>;
  }
  return [];
}
