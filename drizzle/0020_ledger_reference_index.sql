-- "Mua an toàn" (issue #38): the seller's money still held in open orders is read from the ledger by
-- the orders' codes (ledger_transactions.reference_id); without this index that read scans every
-- ledger transaction.
CREATE INDEX IF NOT EXISTS "ledger_transactions_reference_idx" ON "ledger_transactions" USING btree ("reference_type","reference_id");
