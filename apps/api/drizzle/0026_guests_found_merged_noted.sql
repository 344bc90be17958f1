CREATE TABLE "guest_merge_moves" (
	"domain_id" uuid NOT NULL,
	"merge_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_guest_id" uuid NOT NULL,
	CONSTRAINT "guest_merge_moves_domain_id_merge_id_booking_id_pk" PRIMARY KEY("domain_id","merge_id","booking_id")
);
--> statement-breakpoint
CREATE TABLE "guest_merge_parts" (
	"domain_id" uuid NOT NULL,
	"merge_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	CONSTRAINT "guest_merge_parts_domain_id_merge_id_guest_id_pk" PRIMARY KEY("domain_id","merge_id","guest_id")
);
--> statement-breakpoint
CREATE TABLE "guest_merges" (
	"domain_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"guest_id" uuid NOT NULL,
	"merged_by" uuid,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "guest_merges_domain_id_id_pk" PRIMARY KEY("domain_id","id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_merge_moves" ADD CONSTRAINT "guest_merge_moves_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_merge_moves" ADD CONSTRAINT "guest_merge_moves_merge_fk" FOREIGN KEY ("domain_id","merge_id") REFERENCES "public"."guest_merges"("domain_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_merge_moves" ADD CONSTRAINT "guest_merge_moves_booking_fk" FOREIGN KEY ("domain_id","booking_id") REFERENCES "public"."bookings"("domain_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_merge_moves" ADD CONSTRAINT "guest_merge_moves_from_fk" FOREIGN KEY ("domain_id","from_guest_id") REFERENCES "public"."guests"("domain_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_merge_parts" ADD CONSTRAINT "guest_merge_parts_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_merge_parts" ADD CONSTRAINT "guest_merge_parts_merge_fk" FOREIGN KEY ("domain_id","merge_id") REFERENCES "public"."guest_merges"("domain_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_merge_parts" ADD CONSTRAINT "guest_merge_parts_guest_fk" FOREIGN KEY ("domain_id","guest_id") REFERENCES "public"."guests"("domain_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_merges" ADD CONSTRAINT "guest_merges_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_merges" ADD CONSTRAINT "guest_merges_guest_fk" FOREIGN KEY ("domain_id","guest_id") REFERENCES "public"."guests"("domain_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guests_search_idx" ON "guests" USING gin (search_text("first_name" || ' ' || "last_name" || ' ' || "other_name" || ' ' || "email" || ' ' || "phone" || ' ' || "guest_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guests_name_idx" ON "guests" USING btree ("domain_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "guests_phone_idx" ON "guests" USING btree ("domain_id","phone");