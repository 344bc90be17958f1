CREATE TABLE "booking_nights" (
	"domain_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"night" date NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "booking_nights_domain_id_booking_id_night_pk" PRIMARY KEY("domain_id","booking_id","night"),
	CONSTRAINT "booking_nights_price_not_negative" CHECK ("booking_nights"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_plans" (
	"domain_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" uuid,
	"percent" numeric(6, 2),
	"amount" integer,
	"refundable" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_plans_domain_id_id_pk" PRIMARY KEY("domain_id","id"),
	CONSTRAINT "rate_plans_branch_id_key" UNIQUE("domain_id","branch_id","id"),
	CONSTRAINT "rate_plans_derivation" CHECK (case when "rate_plans"."parent_id" is null then "rate_plans"."percent" is null and "rate_plans"."amount" is null
        else ("rate_plans"."percent" is null) <> ("rate_plans"."amount" is null) end),
	CONSTRAINT "rate_plans_percent_range" CHECK ("rate_plans"."percent" is null or "rate_plans"."percent" between -100 and 1000)
);
--> statement-breakpoint
CREATE TABLE "rate_settings" (
	"domain_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"rate_plan_id" uuid NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_settings_domain_id_id_pk" PRIMARY KEY("domain_id","id"),
	CONSTRAINT "rate_settings_range" CHECK ("rate_settings"."to" > "rate_settings"."from")
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"domain_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"rate_plan_id" uuid NOT NULL,
	"suite_id" uuid NOT NULL,
	"night" date NOT NULL,
	"price" integer,
	"closed" boolean DEFAULT false NOT NULL,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"closed_to_departure" boolean DEFAULT false NOT NULL,
	"min_stay" smallint,
	"max_stay" smallint,
	"price_set_id" uuid,
	CONSTRAINT "rates_domain_id_rate_plan_id_suite_id_night_pk" PRIMARY KEY("domain_id","rate_plan_id","suite_id","night"),
	CONSTRAINT "rates_price_not_negative" CHECK ("rates"."price" is null or "rates"."price" >= 0),
	CONSTRAINT "rates_min_stay_range" CHECK ("rates"."min_stay" is null or "rates"."min_stay" between 1 and 365),
	CONSTRAINT "rates_max_stay_range" CHECK ("rates"."max_stay" is null or "rates"."max_stay" between 1 and 365),
	CONSTRAINT "rates_stay_bounds" CHECK ("rates"."min_stay" is null or "rates"."max_stay" is null or "rates"."min_stay" <= "rates"."max_stay")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rate_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "suites" ADD COLUMN "max_adults" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "suites" ADD CONSTRAINT "suites_branch_id_key" UNIQUE("domain_id","branch_id","id");--> statement-breakpoint
ALTER TABLE "booking_nights" ADD CONSTRAINT "booking_nights_domain_id_booking_id_bookings_domain_id_id_fk" FOREIGN KEY ("domain_id","booking_id") REFERENCES "public"."bookings"("domain_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_domain_id_branch_id_branches_domain_id_id_fk" FOREIGN KEY ("domain_id","branch_id") REFERENCES "public"."branches"("domain_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_parent_fk" FOREIGN KEY ("domain_id","branch_id","parent_id") REFERENCES "public"."rate_plans"("domain_id","branch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_settings" ADD CONSTRAINT "rate_settings_domain_id_rate_plan_id_rate_plans_domain_id_id_fk" FOREIGN KEY ("domain_id","rate_plan_id") REFERENCES "public"."rate_plans"("domain_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_domain_id_branch_id_rate_plan_id_rate_plans_domain_id_branch_id_id_fk" FOREIGN KEY ("domain_id","branch_id","rate_plan_id") REFERENCES "public"."rate_plans"("domain_id","branch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_domain_id_branch_id_suite_id_suites_domain_id_branch_id_id_fk" FOREIGN KEY ("domain_id","branch_id","suite_id") REFERENCES "public"."suites"("domain_id","branch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_price_set_fk" FOREIGN KEY ("domain_id","price_set_id") REFERENCES "public"."rate_settings"("domain_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_plans_branch_code_ci_key" ON "rate_plans" USING btree ("domain_id","branch_id",lower("code"));--> statement-breakpoint
CREATE INDEX "rates_suite_night_idx" ON "rates" USING btree ("domain_id","suite_id","night");--> statement-breakpoint
-- Custom: every branch has BAR, the plan a booking is sold under unless told (CONTRACT, "Rate plans
-- and prices"): made now for the branches there are, and by a trigger with each new one, so that no
-- way of adding a branch leaves it without. BAR's id is its branch's: a booking whose
-- `rate_plan_id` is null (every booking made before plans) was sold under it, and reads it as
-- `coalesce(rate_plan_id, branch_id)` without rewriting a million rows here.
INSERT INTO "rate_plans" ("domain_id", "id", "branch_id", "code", "name")
SELECT "domain_id", "id", "id", 'BAR', 'Best available rate' FROM "branches";--> statement-breakpoint
CREATE FUNCTION "branch_best_available_rate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "rate_plans" ("domain_id", "id", "branch_id", "code", "name")
  VALUES (NEW."domain_id", NEW."id", NEW."id", 'BAR', 'Best available rate');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "branches_best_available_rate" AFTER INSERT ON "branches"
FOR EACH ROW EXECUTE FUNCTION "branch_best_available_rate"();--> statement-breakpoint
-- Custom: the bookings there are were sold under BAR (their null plan), each night at their `rate`.
INSERT INTO "booking_nights" ("domain_id", "booking_id", "night", "price")
SELECT s."domain_id", s."id", s."first_night" + i, s."rate"
FROM (
  SELECT b."domain_id", b."id", b."rate", (b."checkin_date" AT TIME ZONE z."time_zone")::date AS "first_night",
    greatest((least(b."checkout_date", b."checked_out_date") AT TIME ZONE z."time_zone")::date
      - (b."checkin_date" AT TIME ZONE z."time_zone")::date, 1) AS "nights"
  FROM "bookings" b JOIN "branches" z ON z."domain_id" = b."domain_id" AND z."id" = b."branch_id"
) s, generate_series(0, s."nights" - 1) AS i;--> statement-breakpoint
-- Custom: a booking has exactly one price per night of its stay: from its arrival's day, as many as
-- its stay spans on its branch's clock (at least one, as `stayNights` counts). Checked when the
-- transaction commits, after the API has fitted the nights to the stay (bookings/nights.ts).
CREATE FUNCTION "booking_nights_fit_stay"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  booking_domain uuid;
  booking uuid;
  first_night date;
  nights integer;
  held integer;
  earliest date;
  latest date;
BEGIN
  IF TG_TABLE_NAME = 'bookings' THEN
    booking_domain := NEW."domain_id"; booking := NEW."id";
  ELSIF TG_OP = 'DELETE' THEN
    booking_domain := OLD."domain_id"; booking := OLD."booking_id";
  ELSE
    booking_domain := NEW."domain_id"; booking := NEW."booking_id";
  END IF;
  SELECT (b."checkin_date" AT TIME ZONE z."time_zone")::date,
    greatest((least(b."checkout_date", b."checked_out_date") AT TIME ZONE z."time_zone")::date
      - (b."checkin_date" AT TIME ZONE z."time_zone")::date, 1)
  INTO first_night, nights
  FROM "bookings" b JOIN "branches" z ON z."domain_id" = b."domain_id" AND z."id" = b."branch_id"
  WHERE b."domain_id" = booking_domain AND b."id" = booking;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT count(*), min(n."night"), max(n."night") INTO held, earliest, latest
  FROM "booking_nights" n WHERE n."domain_id" = booking_domain AND n."booking_id" = booking;
  IF held <> nights OR earliest <> first_night OR latest <> first_night + nights - 1 THEN
    RAISE EXCEPTION 'booking % has % priced nights from %; its stay has % from %',
      booking, held, earliest, nights, first_night
      USING ERRCODE = '23514', CONSTRAINT = 'booking_nights_fit_stay';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bookings_nights_fit_stay"
AFTER INSERT OR UPDATE OF "checkin_date", "checkout_date", "checked_out_date" ON "bookings"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "booking_nights_fit_stay"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_nights_fit_stay"
AFTER INSERT OR UPDATE OR DELETE ON "booking_nights"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "booking_nights_fit_stay"();--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rate_plan_fk" FOREIGN KEY ("domain_id","branch_id","rate_plan_id") REFERENCES "public"."rate_plans"("domain_id","branch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suites" ADD CONSTRAINT "suites_max_adults_range" CHECK ("suites"."max_adults" between 1 and 20);--> statement-breakpoint
-- Custom (data only): MANAGE_RATES is new; the roles that held the whole catalogue before it hold it too.
UPDATE "roles" SET "permissions" = "permissions" || ARRAY['MANAGE_RATES']::text[]
WHERE "permissions" @> ARRAY['GLOBAL', 'VIEW_DOMAINS', 'MANAGE_DOMAINS', 'MANAGE_USERS', 'MANAGE_ROLES', 'MANAGE_BRANCHES', 'MANAGE_SUITES', 'MANAGE_BOOKINGS', 'MANAGE_IMAGES', 'VIEW_AUDIT', 'HOUSEKEEPING', 'MANAGE_GUESTS', 'ERASE_GUESTS']::text[]
  AND NOT "permissions" @> ARRAY['MANAGE_RATES']::text[];
