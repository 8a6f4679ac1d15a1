import { describe, expect, test } from 'vitest';
import { deserialize, serialize } from '~/lib/wire-format';

const roundTrip = (value: unknown) => deserialize(JSON.parse(JSON.stringify(serialize(value))));

describe('wire format (tRPC transformer)', () => {
  test('Dates come back as Dates wherever they are nested; everything else as JSON', () => {
    const value = {
      postedAt: new Date('2026-11-20T03:04:05.000Z'),
      items: [{ createdAt: new Date(0), title: 'Nhà đất Quận 7' }, null, 3],
      member: { pointsExpireAt: null, balances: { topup: 120 } },
      flag: true,
    };
    const back = roundTrip(value) as typeof value;
    expect(back).toEqual(value);
    expect(back.postedAt).toBeInstanceOf(Date);
    expect(back.items[0]).toMatchObject({ createdAt: new Date(0) });
  });

  test('a string that looks like a date stays a string', () => {
    expect(roundTrip({ text: '2026-11-20T03:04:05.000Z' })).toEqual({ text: '2026-11-20T03:04:05.000Z' });
  });

  test('a Date at the top level, primitives, undefined and an invalid Date', () => {
    expect(roundTrip(new Date(5))).toEqual(new Date(5));
    expect(roundTrip(42)).toBe(42);
    expect(roundTrip('chuỗi')).toBe('chuỗi');
    expect(roundTrip(null)).toBeNull();
    expect(roundTrip({ a: undefined, b: [undefined], c: new Date(Number.NaN) })).toEqual({ b: [null], c: null });
  });

  test('keys that look like our own fields are data, not format', () => {
    const tricky = { json: 'x', dates: [['json']] };
    expect(roundTrip(tricky)).toEqual(tricky);
  });

  test('a value that is not in the wire format passes through deserialize untouched', () => {
    expect(deserialize('plain')).toBe('plain');
    expect(deserialize({ other: 1 })).toEqual({ other: 1 });
  });
});
