-- A vehicle's facts (issue #20): brand, model, year, odometer, fuel and gearbox of a "Xe cộ"
-- listing, posted in the wizard, shown on the card and the detail page, and filtered on in the
-- category. Codes of fuel and gearbox are in src/lib/vehicle.ts. Nullable: older listings and other
-- categories have none. The brand filter picks a brand's live listings first (a brand is a small
-- share of a category), the year and odometer bounds are tested on those rows.
ALTER TABLE listings ADD COLUMN IF NOT EXISTS vehicle_brand text;--> statement-breakpoint
ALTER TABLE listings ADD COLUMN IF NOT EXISTS vehicle_model text;--> statement-breakpoint
ALTER TABLE listings ADD COLUMN IF NOT EXISTS vehicle_year smallint;--> statement-breakpoint
ALTER TABLE listings ADD COLUMN IF NOT EXISTS vehicle_km integer;--> statement-breakpoint
ALTER TABLE listings ADD COLUMN IF NOT EXISTS vehicle_fuel smallint;--> statement-breakpoint
ALTER TABLE listings ADD COLUMN IF NOT EXISTS vehicle_gearbox smallint;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_live_vehicle_brand_idx ON listings (vehicle_brand, vehicle_year) WHERE status IN (20, 80) AND vehicle_brand IS NOT NULL;
