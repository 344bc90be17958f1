CREATE TABLE "branch_event_counters" (
	"domain_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"last_event_id" bigint NOT NULL,
	CONSTRAINT "branch_event_counters_domain_id_branch_id_pk" PRIMARY KEY("domain_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "branch_events" (
	"domain_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branch_events_domain_id_branch_id_id_pk" PRIMARY KEY("domain_id","branch_id","id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "folios" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "suite_codes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_event_counters" ADD CONSTRAINT "branch_event_counters_domain_id_branch_id_branches_domain_id_id_fk" FOREIGN KEY ("domain_id","branch_id") REFERENCES "public"."branches"("domain_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_events" ADD CONSTRAINT "branch_events_domain_id_branch_id_branches_domain_id_id_fk" FOREIGN KEY ("domain_id","branch_id") REFERENCES "public"."branches"("domain_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_events_age_idx" ON "branch_events" USING btree ("domain_id","at");--> statement-breakpoint
CREATE FUNCTION "next_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_version" BEFORE UPDATE ON "bookings"
FOR EACH ROW EXECUTE FUNCTION "next_version"();--> statement-breakpoint
CREATE TRIGGER "folios_version" BEFORE UPDATE ON "folios"
FOR EACH ROW EXECUTE FUNCTION "next_version"();--> statement-breakpoint
CREATE TRIGGER "guests_version" BEFORE UPDATE ON "guests"
FOR EACH ROW EXECUTE FUNCTION "next_version"();--> statement-breakpoint
CREATE TRIGGER "suite_codes_version" BEFORE UPDATE ON "suite_codes"
FOR EACH ROW EXECUTE FUNCTION "next_version"();
