CREATE TABLE "guest_id_scans" (
	"domain_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_id_scans_domain_id_id_pk" PRIMARY KEY("domain_id","id")
);
--> statement-breakpoint
ALTER TABLE "guest_id_scans" ADD CONSTRAINT "guest_id_scans_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_id_scans" ADD CONSTRAINT "guest_id_scans_domain_id_booking_id_bookings_domain_id_id_fk" FOREIGN KEY ("domain_id","booking_id") REFERENCES "public"."bookings"("domain_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_id_scans_booking_idx" ON "guest_id_scans" USING btree ("domain_id","booking_id");--> statement-breakpoint
CREATE INDEX "guest_id_scans_unattached_idx" ON "guest_id_scans" USING btree ("created_at") WHERE "guest_id_scans"."booking_id" is null;