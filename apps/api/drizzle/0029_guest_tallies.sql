CREATE TABLE "guest_tallies" (
	"domain_id" uuid PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_tallies" ADD CONSTRAINT "guest_tallies_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): each domain's tally of profiles not merged
-- into another follows every write to guests, a statement at a time (a bulk insert touches each
-- domain's tally once). An update that merges nothing nor undoes a merge writes no tally: a
-- profile's edit does not queue on its domain's tally row.
CREATE FUNCTION "guests_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO guest_tallies AS t (domain_id, total)
    SELECT domain_id, count(*) FROM new_rows WHERE merged_into IS NULL GROUP BY domain_id
    ON CONFLICT (domain_id) DO UPDATE SET total = t.total + excluded.total;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO guest_tallies AS t (domain_id, total)
    SELECT domain_id, sum(change) FROM (
      SELECT domain_id, 1 AS change FROM new_rows WHERE merged_into IS NULL
      UNION ALL
      SELECT domain_id, -1 FROM old_rows WHERE merged_into IS NULL
    ) AS changes GROUP BY domain_id HAVING sum(change) <> 0
    ON CONFLICT (domain_id) DO UPDATE SET total = t.total + excluded.total;
  ELSE
    UPDATE guest_tallies AS t SET total = t.total - gone.total
    FROM (SELECT domain_id, count(*) AS total FROM old_rows WHERE merged_into IS NULL GROUP BY domain_id) AS gone
    WHERE t.domain_id = gone.domain_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "guests_tally_insert" AFTER INSERT ON "guests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "guests_tally"();--> statement-breakpoint
CREATE TRIGGER "guests_tally_update" AFTER UPDATE ON "guests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "guests_tally"();--> statement-breakpoint
CREATE TRIGGER "guests_tally_delete" AFTER DELETE ON "guests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "guests_tally"();--> statement-breakpoint
INSERT INTO "guest_tallies" ("domain_id", "total")
SELECT "domain_id", count(*) FROM "guests" WHERE "merged_into" IS NULL GROUP BY "domain_id";
