ALTER TABLE "audit_entries" ADD COLUMN "label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "search" text GENERATED ALWAYS AS (search_text("actor_name" || ' ' || "action" || ' ' || "entity" || ' ' || "label" || ' ' || "entity_id")) STORED NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit models no trigram index): `q` finds the actor, the action, the kind
-- of record, its name and its id, read from the stored `search`. The changes are no longer searched:
-- a record's name finds every entry about it (a guest's cancellation names no guest in its changes),
-- and the index's recheck no longer unaccents each candidate's changes.
DROP INDEX "audit_entries_search_idx";--> statement-breakpoint
CREATE INDEX "audit_entries_search_idx" ON "audit_entries" USING gin ("search" gin_trgm_ops);
