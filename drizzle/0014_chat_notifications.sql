-- "Tin nhắn" notifications for chat messages left unread (issue #18): the last message each side
-- was notified of, so a member gets one notification per unread streak, not one per message.
ALTER TABLE "conversations" ADD COLUMN IF NOT EXISTS "buyer_notified_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN IF NOT EXISTS "seller_notified_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "conversations_last_message_idx" ON "conversations" ("last_message_at");
