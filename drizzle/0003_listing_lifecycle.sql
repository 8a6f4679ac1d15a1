ALTER TABLE "listings" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expiry_warned_at" timestamp with time zone;