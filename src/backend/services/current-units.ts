/**
 * Places listings posted with the old codes (63 provinces → districts → wards) in the 2025 units, in
 * the columns drizzle/0007 added: their old province's new province, the new ward that kept their old
 * ward's code when there is one, and the current address. Runs when the backend starts; touches only
 * rows not placed yet, so after the first run it reads and writes nothing.
 */
import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/sql-helpers';
import type { Database } from '../db/client';
import type { Units2025 } from './locations';
import { CURRENT_PROVINCE_OF } from '~/lib/units-2025';

export async function backfillCurrentUnits(db: Database, units: Units2025): Promise<number> {
  const oldProvinces = Object.keys(CURRENT_PROVINCE_OF);
  const provincePlaces = oldProvinces.map((code) => units.placeOfOld(code, null));
  const wards = Object.values(units.wards);
  const wardPlaces = wards.map((ward) => units.place(ward.parent_code ?? '', ward.code));
  const byWard = await db.execute(sql`
    update listings l set unit_province_code = w.province, unit_ward_code = w.code, unit_stage = w.address
    from unnest(${arrayLiteral(wards.map((ward) => ward.code))}::text[], ${arrayLiteral(wardPlaces.map((place) => place?.provinceCode))}::text[],
                ${arrayLiteral(wardPlaces.map((place) => place?.address))}::text[]) as w(code, province, address)
    join unnest(${arrayLiteral(oldProvinces)}::text[], ${arrayLiteral(oldProvinces.map((code) => CURRENT_PROVINCE_OF[code]))}::text[]) as p(old_code, new_code)
      on p.new_code = w.province
    where l.unit_province_code is null and l.province_code = p.old_code and l.ward_code = w.code`);
  const byProvince = await db.execute(sql`
    update listings l set unit_province_code = p.province, unit_stage = p.address
    from unnest(${arrayLiteral(oldProvinces)}::text[], ${arrayLiteral(provincePlaces.map((place) => place?.provinceCode))}::text[],
                ${arrayLiteral(provincePlaces.map((place) => place?.address))}::text[]) as p(old_code, province, address)
    where l.unit_province_code is null and l.province_code = p.old_code`);
  return affected(byWard) + affected(byProvince);
}

function affected(result: unknown): number {
  if (result !== null && typeof result === 'object') {
    const { rowCount, affectedRows } = result as { rowCount?: unknown; affectedRows?: unknown };
    if (typeof rowCount === 'number') return rowCount;
    if (typeof affectedRows === 'number') return affectedRows;
  }
  return 0;
}
