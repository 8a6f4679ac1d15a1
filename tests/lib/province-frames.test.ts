import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeProvinceFrames, readOutline } from '../../scripts/province-frames';
import { PROVINCE_FRAMES, provinceFrame } from '~/lib/province-frames';
import { CURRENT_PROVINCE_CODES } from '~/lib/units-2025';

describe('where the map picker opens for a province', () => {
  it('is the table the offline outline gives (run scripts/province-frames.ts after changing public/geo)', () => {
    expect(PROVINCE_FRAMES).toEqual(computeProvinceFrames(readOutline(path.resolve(import.meta.dirname, '..', '..'))));
  });

  it('has a frame for each of the 34 provinces, its point inside its box, the box inside Vietnam', () => {
    expect(CURRENT_PROVINCE_CODES.size).toBe(34);
    for (const code of CURRENT_PROVINCE_CODES) {
      const frame = provinceFrame(code);
      expect(frame, code).not.toBeNull();
      const [[south, west], [north, east]] = frame!.bounds;
      const [lat, lng] = frame!.centre;
      expect(lat).toBeGreaterThan(south);
      expect(lat).toBeLessThan(north);
      expect(lng).toBeGreaterThan(west);
      expect(lng).toBeLessThan(east);
      expect(south).toBeGreaterThan(8);
      expect(north).toBeLessThan(23.5);
      expect(west).toBeGreaterThan(102);
      expect(east).toBeLessThan(110);
    }
    expect(provinceFrame('99')).toBeNull();
  });
});
