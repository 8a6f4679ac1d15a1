-- A gift code can be meant for a member's first top-up only (NAPLANDAU, "cho lần nạp đầu tiên"):
-- routes/wallet.ts refuses it to a member who has topped up more than once (issue #20).
ALTER TABLE "vouchers" ADD COLUMN IF NOT EXISTS "first_top_up_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "vouchers" SET "first_top_up_only" = true WHERE upper("code") = 'NAPLANDAU';
