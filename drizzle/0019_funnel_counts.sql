-- The live funnel (issue #36): anonymous counts per machine, transition and day. No member id, no
-- payload, no session, no address. Recorded by an upsert that adds to the count.
CREATE TABLE IF NOT EXISTS "funnel_counts" (
	"machine_id" text NOT NULL,
	"transition_key" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_counts_machine_id_day_transition_key_pk" PRIMARY KEY("machine_id","day","transition_key")
);
