CREATE TABLE "day_forecast_nights" (
	"domain_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"night" date NOT NULL,
	"rooms" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"taken_on" date NOT NULL,
	CONSTRAINT "day_forecast_nights_domain_id_branch_id_night_pk" PRIMARY KEY("domain_id","branch_id","night")
);
--> statement-breakpoint
CREATE TABLE "day_leases" (
	"domain_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"holder" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"retry_after" timestamp with time zone,
	CONSTRAINT "day_leases_domain_id_branch_id_pk" PRIMARY KEY("domain_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "day_reports" (
	"domain_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"date" date NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	"closed_by_name" text NOT NULL,
	"currency" text NOT NULL,
	"rooms_sold" integer NOT NULL,
	"rooms_available" integer NOT NULL,
	"room_revenue" bigint NOT NULL,
	"revenue" jsonb NOT NULL,
	"payments" jsonb NOT NULL,
	"arrivals" integer NOT NULL,
	"departures" integer NOT NULL,
	"no_shows" integer NOT NULL,
	CONSTRAINT "day_reports_domain_id_branch_id_date_pk" PRIMARY KEY("domain_id","branch_id","date")
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "business_date" date;--> statement-breakpoint
-- Custom: a branch's books are open for today in its zone, on upgrade and when it is made.
UPDATE "branches" SET "business_date" = (now() AT TIME ZONE "time_zone")::date;--> statement-breakpoint
ALTER TABLE "branches" ALTER COLUMN "business_date" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION "branch_business_date"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."business_date" IS NULL THEN
    NEW."business_date" := (now() AT TIME ZONE NEW."time_zone")::date;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "branches_business_date" BEFORE INSERT ON "branches"
FOR EACH ROW EXECUTE FUNCTION "branch_business_date"();--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "audit_time" time DEFAULT '03:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "auto_no_show" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "day_forecast_nights" ADD CONSTRAINT "day_forecast_nights_domain_id_branch_id_branches_domain_id_id_fk" FOREIGN KEY ("domain_id","branch_id") REFERENCES "public"."branches"("domain_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_leases" ADD CONSTRAINT "day_leases_domain_id_branch_id_branches_domain_id_id_fk" FOREIGN KEY ("domain_id","branch_id") REFERENCES "public"."branches"("domain_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_reports" ADD CONSTRAINT "day_reports_domain_id_branch_id_branches_domain_id_id_fk" FOREIGN KEY ("domain_id","branch_id") REFERENCES "public"."branches"("domain_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_branch_reserved_arrival_idx" ON "bookings" USING btree ("domain_id","branch_id","checkin_date") WHERE "bookings"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "folio_entries_day_idx" ON "folio_entries" USING btree ("domain_id","branch_id","business_date");--> statement-breakpoint
-- Custom (data only): closing the day is new; the roles that held the whole catalogue hold it too.
UPDATE "roles" SET "permissions" = "permissions" || ARRAY['CLOSE_DAY']::text[]
WHERE "permissions" @> ARRAY['GLOBAL', 'VIEW_DOMAINS', 'MANAGE_DOMAINS', 'MANAGE_USERS', 'MANAGE_ROLES', 'MANAGE_BRANCHES', 'MANAGE_SUITES', 'MANAGE_BOOKINGS', 'MANAGE_IMAGES', 'VIEW_AUDIT', 'HOUSEKEEPING', 'MANAGE_GUESTS', 'ERASE_GUESTS', 'MANAGE_RATES', 'MANAGE_FOLIOS', 'CORRECT_FOLIOS', 'CHECKOUT_WITH_BALANCE']::text[]
  AND NOT "permissions" @> ARRAY['CLOSE_DAY']::text[];
