CREATE TABLE "guests" (
	"domain_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"other_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"guest_id" text DEFAULT '' NOT NULL,
	"guest_id_type" text DEFAULT '' NOT NULL,
	"nationality" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"merged_into" uuid,
	"anonymized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_domain_id_id_pk" PRIMARY KEY("domain_id","id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_merged_into_fk" FOREIGN KEY ("domain_id","merged_into") REFERENCES "public"."guests"("domain_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guests_email_idx" ON "guests" USING btree ("domain_id",lower("email"));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_profile_fk" FOREIGN KEY ("domain_id","profile_id") REFERENCES "public"."guests"("domain_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_profile_idx" ON "bookings" USING btree ("domain_id","profile_id");