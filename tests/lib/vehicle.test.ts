/** Issue #35 §4: a vehicle's gearbox reads in its own kind's words; the kind is read from what the seller said. */
import { describe, expect, test } from 'vitest';
import { gearboxChoices, gearboxLabel, vehicleFactRows, type VehicleFacts } from '../../src/lib/vehicle';
import { vehicleKind } from '../../src/lib/vehicle-kind';

const facts = (overrides: Partial<VehicleFacts>): VehicleFacts => ({ brand: null, model: null, year: null, km: null, fuel: null, gearbox: null, ...overrides });

describe('vehicle kind', () => {
  test('a brand that makes one kind decides', () => {
    expect(vehicleKind(facts({ brand: 'Toyota', model: 'Vios' }))).toBe('car');
    expect(vehicleKind(facts({ brand: 'mercedes-benz' }))).toBe('car');
    expect(vehicleKind(facts({ brand: 'Yamaha', model: 'Exciter 155' }))).toBe('motorbike');
  });

  test('a brand that makes both is told by its model, typed with or without the brand', () => {
    expect(vehicleKind(facts({ brand: 'Honda', model: 'City RS' }))).toBe('car');
    expect(vehicleKind(facts({ brand: 'Honda', model: 'Honda Vision' }))).toBe('motorbike');
    expect(vehicleKind(facts({ brand: 'VinFast', model: 'VF e34' }))).toBe('car');
    expect(vehicleKind(facts({ brand: 'VinFast', model: 'Klara S' }))).toBe('motorbike');
    // "SH" is a scooter, "Shadow" is not a known model: the model's words, not its letters.
    expect(vehicleKind(facts({ brand: 'Honda', model: 'SH 150i' }))).toBe('motorbike');
    expect(vehicleKind(facts({ brand: 'Honda', model: 'Shadow' }))).toBeNull();
  });

  test('otherwise the title, then a clutch gearbox; nothing tells: null', () => {
    expect(vehicleKind(facts({ brand: 'Honda' }), 'Bán ô tô Honda đời 2018')).toBe('car');
    expect(vehicleKind(facts({ brand: 'Honda' }), 'Bán xe máy Honda còn mới')).toBe('motorbike');
    expect(vehicleKind(facts({ brand: 'Honda' }), 'Đổi xe máy lấy ô tô')).toBeNull();
    expect(vehicleKind(facts({ brand: 'Honda', gearbox: 3 }))).toBe('motorbike');
    expect(vehicleKind(facts({ brand: 'Honda', gearbox: 1 }), 'Bán xe Honda')).toBeNull();
  });
});

describe('gearbox label', () => {
  test('a car says "số tự động/số sàn", a motorbike "tay ga/xe số/côn tay"; an unknown kind names both', () => {
    expect([1, 2, 3, 4].map((code) => gearboxLabel(code as 1 | 2 | 3 | 4, 'car'))).toEqual(['Số tự động', 'Số sàn', 'Số sàn', 'Bán tự động']);
    expect([1, 2, 3, 4].map((code) => gearboxLabel(code as 1 | 2 | 3 | 4, 'motorbike'))).toEqual(['Tay ga', 'Xe số', 'Côn tay', 'Bán tự động']);
    expect(gearboxLabel(1, null)).toBe('Số tự động / tay ga');
  });

  test('the wizard offers the kind’s own choices: a car has no clutch, unless already chosen', () => {
    expect(gearboxChoices('car', null)).toEqual([[1, 'Số tự động'], [2, 'Số sàn'], [4, 'Bán tự động']]);
    expect(gearboxChoices('car', 3).map(([code]) => code)).toEqual([1, 2, 3, 4]);
    expect(gearboxChoices('motorbike', null)).toEqual([[1, 'Tay ga'], [2, 'Xe số'], [3, 'Côn tay'], [4, 'Bán tự động']]);
    expect(gearboxChoices(null, null).map(([, label]) => label)).toEqual(['Số tự động / tay ga', 'Số sàn / xe số', 'Côn tay', 'Bán tự động']);
  });

  test('the detail rows use it: a Toyota never reads "tay ga"', () => {
    const rows = vehicleFactRows(facts({ brand: 'Toyota', model: 'Vios 1.5G', gearbox: 1 }));
    expect(rows).toContainEqual(['Hộp số', 'Số tự động']);
    expect(vehicleFactRows(facts({ brand: 'Honda', model: 'Wave Alpha', gearbox: 2 }))).toContainEqual(['Hộp số', 'Xe số']);
  });
});
