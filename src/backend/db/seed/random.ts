/**
 * Seeded randomness for the demo data: mulberry32, plus a hash that derives an independent stream
 * for every (seed, stream, index), so listing n is the same whatever the batch size or the order
 * in which other parts of the seed consume numbers.
 */

/** 32-bit integer mix (the murmur3 finaliser). */
function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function hashSeed(...parts: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) h = mix32(h ^ mix32(part + 0x7f4a7c15));
  return h;
}

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max) rounded to `decimals` places. */
  float(min: number, max: number, decimals = 2): number {
    const factor = 10 ** decimals;
    return Math.round((min + this.next() * (max - min)) * factor) / factor;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Rng.pick on an empty list');
    return item;
  }

  /** Picks from `[value, weight]` pairs. */
  weighted<T>(pairs: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, weight] of pairs) total += weight;
    let roll = this.next() * total;
    for (const [value, weight] of pairs) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = pairs[pairs.length - 1];
    if (last === undefined) throw new Error('Rng.weighted on an empty list');
    return last[0];
  }

  /** `count` distinct items in random order (or all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const a = copy[i];
      const b = copy[j];
      if (a === undefined || b === undefined) continue;
      copy[i] = b;
      copy[j] = a;
    }
    return copy.slice(0, count);
  }
}

/** An independent stream for one thing: `streamRng(seed, STREAM.listing, 42)`. */
export function streamRng(seed: number, stream: number, index = 0): Rng {
  return new Rng(hashSeed(seed, stream, index));
}

export const STREAM = {
  member: 1,
  listing: 2,
  wallet: 3,
  extras: 4,
} as const;

/** Weighted picking in O(log n) from a fixed table (cumulative weights + binary search). */
export class WeightedTable<T> {
  private readonly items: readonly T[];
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(pairs: ReadonlyArray<readonly [T, number]>) {
    if (pairs.length === 0) throw new Error('WeightedTable needs at least one item');
    this.items = pairs.map(([item]) => item);
    this.cumulative = new Float64Array(pairs.length);
    let total = 0;
    pairs.forEach(([, weight], index) => {
      total += weight;
      this.cumulative[index] = total;
    });
    this.total = total;
  }

  pick(rng: Rng): T {
    const roll = rng.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.cumulative[mid] ?? 0) > roll) high = mid;
      else low = mid + 1;
    }
    const item = this.items[low];
    if (item === undefined) throw new Error('WeightedTable out of range');
    return item;
  }
}

/** A version-4-shaped UUID from the stream (stable for a seed, unlike gen_random_uuid()). */
export function uuidFrom(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rng.next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = (Math.floor(rng.next() * 4) + 8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
