/**
 * Where the map picker opens for each of the 34 provinces (src/lib/province-frames.ts): the
 * centroid and bounding box of the province's largest polygon in the offline outline
 * (public/geo/vietnam-provinces.geojson) — the largest, so Khánh Hòa opens on its mainland and not
 * on a box that reaches the Trường Sa islands. `npx tsx scripts/province-frames.ts` rewrites the
 * table; tests/lib/province-frames.test.ts checks that it still matches the outline.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ProvinceFrame } from '../src/lib/province-frames';

type Ring = ReadonlyArray<readonly [number, number]>;
interface ProvinceFeature {
  readonly id?: string | number;
  readonly properties: { readonly code: string };
  readonly geometry: { readonly type: 'Polygon'; readonly coordinates: readonly Ring[] } | { readonly type: 'MultiPolygon'; readonly coordinates: ReadonlyArray<readonly Ring[]> };
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** The outer ring's signed area and centroid (shoelace, in degrees: only to compare and to aim). */
function ringShape(ring: Ring): { area: number; lng: number; lat: number } {
  let twiceArea = 0;
  let lngSum = 0;
  let latSum = 0;
  for (let index = 0; index < ring.length - 1; index += 1) {
    const [x0, y0] = ring[index]!;
    const [x1, y1] = ring[index + 1]!;
    const cross = x0 * y1 - x1 * y0;
    twiceArea += cross;
    lngSum += (x0 + x1) * cross;
    latSum += (y0 + y1) * cross;
  }
  const area = twiceArea / 2;
  return { area: Math.abs(area), lng: lngSum / (6 * area), lat: latSum / (6 * area) };
}

export function computeProvinceFrames(features: readonly ProvinceFeature[]): Record<string, ProvinceFrame> {
  const frames: Record<string, ProvinceFrame> = {};
  for (const feature of [...features].sort((a, b) => (a.properties.code < b.properties.code ? -1 : 1))) {
    const polygons = feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
    const outers = polygons.map((polygon) => polygon[0]!).filter((ring) => ring.length >= 4);
    const largest = outers.map((ring) => ({ ring, shape: ringShape(ring) })).sort((a, b) => b.shape.area - a.shape.area)[0];
    if (!largest) continue;
    const lngs = largest.ring.map(([lng]) => lng);
    const lats = largest.ring.map(([, lat]) => lat);
    frames[feature.properties.code] = {
      centre: [round(largest.shape.lat), round(largest.shape.lng)],
      bounds: [
        [round(Math.min(...lats)), round(Math.min(...lngs))],
        [round(Math.max(...lats)), round(Math.max(...lngs))],
      ],
    };
  }
  return frames;
}

export function readOutline(root: string): ProvinceFeature[] {
  const collection = JSON.parse(readFileSync(path.join(root, 'public', 'geo', 'vietnam-provinces.geojson'), 'utf8')) as { features: ProvinceFeature[] };
  return collection.features;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const root = path.resolve(import.meta.dirname, '..');
  const frames = computeProvinceFrames(readOutline(root));
  const target = path.join(root, 'src', 'lib', 'province-frames.ts');
  const source = readFileSync(target, 'utf8');
  const start = source.indexOf('export const PROVINCE_FRAMES');
  const pair = ([a, b]: readonly [number, number]) => `[${a}, ${b}]`;
  const rows = Object.entries(frames).map(([code, frame]) => `  '${code}': { centre: ${pair(frame.centre)}, bounds: [${pair(frame.bounds[0])}, ${pair(frame.bounds[1])}] },`);
  const table = `export const PROVINCE_FRAMES: Readonly<Record<string, ProvinceFrame>> = {\n${rows.join('\n')}\n};\n`;
  writeFileSync(target, source.slice(0, start) + table);
  console.log(`${rows.length} provinces written to ${path.relative(root, target)}`);
}
