/**
 * How tRPC results and dehydrated queries travel: JSON, plus the one type our procedures return
 * that JSON loses — Date. Dates become ISO strings and their paths are listed beside the data, so
 * a string that merely looks like a date is never turned into one. (superjson does this and more,
 * at 4 KB of every page's first-load JavaScript; Maps, Sets and BigInts are not used here.)
 */

type Key = string | number;

export interface WireValue {
  readonly json: unknown;
  /** Paths of the values that were Dates (an invalid Date travels as null). */
  readonly dates?: readonly (readonly Key[])[];
}

function encode(value: unknown, path: Key[], dates: Key[][]): unknown {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    dates.push([...path]);
    return value.toISOString();
  }
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) => {
      path.push(index);
      const encoded = encode(item, path, dates);
      path.pop();
      return encoded === undefined ? null : encoded;
    });
  }
  if (typeof value === 'object' && value !== null) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined || typeof item === 'function') continue;
      path.push(key);
      result[key] = encode(item, path, dates);
      path.pop();
    }
    return result;
  }
  return value;
}

export function serialize(value: unknown): WireValue {
  const dates: Key[][] = [];
  const json = encode(value, [], dates);
  return dates.length > 0 ? { json, dates } : { json };
}

const isRecord = (value: unknown): value is Record<Key, unknown> => typeof value === 'object' && value !== null;

function isWireValue(value: unknown): value is WireValue {
  return isRecord(value) && 'json' in value && (!('dates' in value) || Array.isArray(value.dates));
}

export function deserialize(wire: unknown): unknown {
  if (!isWireValue(wire)) return wire;
  const root: Record<Key, unknown> = { value: wire.json };
  for (const path of wire.dates ?? []) {
    const steps: readonly Key[] = ['value', ...path];
    let container: unknown = root;
    for (const step of steps.slice(0, -1)) container = isRecord(container) ? container[step] : undefined;
    const last = steps[steps.length - 1];
    if (last === undefined || !isRecord(container)) continue;
    const raw = container[last];
    if (typeof raw === 'string') container[last] = new Date(raw);
  }
  return root.value;
}

/** The transformer given to tRPC on both ends. */
export const wireFormat = { serialize, deserialize };
