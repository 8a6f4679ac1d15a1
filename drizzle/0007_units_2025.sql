-- The 2025 administrative units (34 provinces → wards, no districts; src/lib/units-2025.ts). Every
-- listing gets its place in them: the province and ward a member picked since the change, or, for a
-- listing posted with the old codes (province_code, district_code, ward_code, kept as posted), the
-- new province its old province merged into and the new ward that kept its old ward's code. The
-- backend fills these for old rows when it starts (backfillCurrentUnits), since the mapping is data.
ALTER TABLE "listings" ADD COLUMN IF NOT EXISTS "unit_province_code" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN IF NOT EXISTS "unit_ward_code" text;--> statement-breakpoint
-- 'Phường Thủ Dầu Một, TP. Hồ Chí Minh': the address cards and the detail page show first.
ALTER TABLE "listings" ADD COLUMN IF NOT EXISTS "unit_stage" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_unit_province_idx" ON "listings" ("unit_province_code", "unit_ward_code");
