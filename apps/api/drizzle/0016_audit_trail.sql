CREATE TABLE "audit_entries" (
	"domain_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	CONSTRAINT "audit_entries_domain_id_id_pk" PRIMARY KEY("domain_id","id")
);
--> statement-breakpoint
CREATE INDEX "audit_entries_newest_idx" ON "audit_entries" USING btree ("domain_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_record_idx" ON "audit_entries" USING btree ("domain_id","entity","entity_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("domain_id","actor_id","at","id");--> statement-breakpoint
-- Written by hand (drizzle-kit models neither trigram indexes nor triggers). The trail's search
-- (`q`), as features/audit/service.ts spells it: actor, action, entity, record and changes (0013).
CREATE INDEX "audit_entries_search_idx" ON "audit_entries" USING gin (search_text("actor_name" || ' ' || "action" || ' ' || "entity" || ' ' || "entity_id" || ' ' || "changes"::text) gin_trgm_ops);--> statement-breakpoint
-- An entry, once written, is never changed nor removed, whatever the code that runs: a bug, or a
-- call added later, cannot rewrite the trail.
CREATE FUNCTION "audit_entries_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_final" BEFORE UPDATE OR DELETE ON "audit_entries"
FOR EACH ROW EXECUTE FUNCTION "audit_entries_are_final"();--> statement-breakpoint
CREATE TRIGGER "audit_entries_final_truncate" BEFORE TRUNCATE ON "audit_entries"
FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_are_final"();--> statement-breakpoint
-- VIEW_AUDIT is new: the roles that held the whole catalogue before it (the first administrator's)
-- hold it too, as a first administrator created from now on does.
UPDATE "roles" SET "permissions" = array_append("permissions", 'VIEW_AUDIT')
WHERE "permissions" @> ARRAY['GLOBAL', 'VIEW_DOMAINS', 'MANAGE_DOMAINS', 'MANAGE_USERS', 'MANAGE_ROLES', 'MANAGE_BRANCHES', 'MANAGE_SUITES', 'MANAGE_BOOKINGS', 'MANAGE_IMAGES']::text[]
  AND NOT "permissions" @> ARRAY['VIEW_AUDIT']::text[];
