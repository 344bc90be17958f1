-- Written by hand, before drizzle-kit's statements (which index by them): a profile's keys of a
-- likely duplicate. Null where the profile has none (no phone digits, no guest ID).
CREATE FUNCTION "guest_phone_key"("phone" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN nullif(regexp_replace("phone", '[^0-9]', '', 'g'), '');--> statement-breakpoint
CREATE FUNCTION "guest_name_key"("last_name" text, "first_name" text, "guest_id" text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE WHEN "guest_id" = '' THEN NULL ELSE lower("last_name") || ' ' || lower("first_name") || ' ' || upper("guest_id") END;--> statement-breakpoint
CREATE TABLE "guest_keys" (
	"domain_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"key" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "guest_keys_domain_id_reason_key_pk" PRIMARY KEY("domain_id","reason","key")
);
--> statement-breakpoint
DROP INDEX "guests_phone_idx";--> statement-breakpoint
ALTER TABLE "guest_keys" ADD CONSTRAINT "guest_keys_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_keys_shared_idx" ON "guest_keys" USING btree ("domain_id","reason","key") WHERE "guest_keys"."total" > 1;--> statement-breakpoint
CREATE INDEX "guests_phone_key_idx" ON "guests" USING btree ("domain_id",guest_phone_key("phone"));--> statement-breakpoint
CREATE INDEX "guests_name_key_idx" ON "guests" USING btree ("domain_id",guest_name_key("last_name", "first_name", "guest_id"));--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): each key's count of live profiles follows
-- every write to guests, a statement at a time, as guest_tallies do (0029). An edit that changes no
-- key writes nothing here.
CREATE FUNCTION "guests_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO guest_keys AS t (domain_id, reason, key, total)
    SELECT n.domain_id, k.reason, k.key, count(*) FROM new_rows n
    CROSS JOIN LATERAL (VALUES ('email', nullif(lower(n.email), '')), ('phone', guest_phone_key(n.phone)),
      ('name-and-id', guest_name_key(n.last_name, n.first_name, n.guest_id))) AS k(reason, key)
    WHERE n.merged_into IS NULL AND n.anonymized_at IS NULL AND k.key IS NOT NULL
    GROUP BY 1, 2, 3
    ON CONFLICT (domain_id, reason, key) DO UPDATE SET total = t.total + excluded.total;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO guest_keys AS t (domain_id, reason, key, total)
    SELECT domain_id, reason, key, sum(change) FROM (
      SELECT n.domain_id, k.reason, k.key, 1 AS change FROM new_rows n
      CROSS JOIN LATERAL (VALUES ('email', nullif(lower(n.email), '')), ('phone', guest_phone_key(n.phone)),
        ('name-and-id', guest_name_key(n.last_name, n.first_name, n.guest_id))) AS k(reason, key)
      WHERE n.merged_into IS NULL AND n.anonymized_at IS NULL AND k.key IS NOT NULL
      UNION ALL
      SELECT o.domain_id, k.reason, k.key, -1 FROM old_rows o
      CROSS JOIN LATERAL (VALUES ('email', nullif(lower(o.email), '')), ('phone', guest_phone_key(o.phone)),
        ('name-and-id', guest_name_key(o.last_name, o.first_name, o.guest_id))) AS k(reason, key)
      WHERE o.merged_into IS NULL AND o.anonymized_at IS NULL AND k.key IS NOT NULL
    ) AS changes GROUP BY 1, 2, 3 HAVING sum(change) <> 0
    ON CONFLICT (domain_id, reason, key) DO UPDATE SET total = t.total + excluded.total;
    -- A key no live profile holds any more goes: an erased guest's email stays nowhere.
    DELETE FROM guest_keys AS t USING old_rows o
    CROSS JOIN LATERAL (VALUES ('email', nullif(lower(o.email), '')), ('phone', guest_phone_key(o.phone)),
      ('name-and-id', guest_name_key(o.last_name, o.first_name, o.guest_id))) AS k(reason, key)
    WHERE t.total <= 0 AND t.domain_id = o.domain_id AND t.reason = k.reason AND t.key = k.key;
  ELSE
    UPDATE guest_keys AS t SET total = t.total - gone.total
    FROM (
      SELECT o.domain_id, k.reason, k.key, count(*) AS total FROM old_rows o
      CROSS JOIN LATERAL (VALUES ('email', nullif(lower(o.email), '')), ('phone', guest_phone_key(o.phone)),
        ('name-and-id', guest_name_key(o.last_name, o.first_name, o.guest_id))) AS k(reason, key)
      WHERE o.merged_into IS NULL AND o.anonymized_at IS NULL AND k.key IS NOT NULL
      GROUP BY 1, 2, 3
    ) AS gone
    WHERE t.domain_id = gone.domain_id AND t.reason = gone.reason AND t.key = gone.key;
    -- A key no live profile holds any more goes: an erased guest's email stays nowhere.
    DELETE FROM guest_keys AS t USING old_rows o
    CROSS JOIN LATERAL (VALUES ('email', nullif(lower(o.email), '')), ('phone', guest_phone_key(o.phone)),
      ('name-and-id', guest_name_key(o.last_name, o.first_name, o.guest_id))) AS k(reason, key)
    WHERE t.total <= 0 AND t.domain_id = o.domain_id AND t.reason = k.reason AND t.key = k.key;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "guests_keys_insert" AFTER INSERT ON "guests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "guests_keys"();--> statement-breakpoint
CREATE TRIGGER "guests_keys_update" AFTER UPDATE ON "guests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "guests_keys"();--> statement-breakpoint
CREATE TRIGGER "guests_keys_delete" AFTER DELETE ON "guests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "guests_keys"();--> statement-breakpoint
INSERT INTO "guest_keys" ("domain_id", "reason", "key", "total")
SELECT g."domain_id", k.reason, k.key, count(*) FROM "guests" g
CROSS JOIN LATERAL (VALUES ('email', nullif(lower(g."email"), '')), ('phone', guest_phone_key(g."phone")),
  ('name-and-id', guest_name_key(g."last_name", g."first_name", g."guest_id"))) AS k(reason, key)
WHERE g."merged_into" IS NULL AND g."anonymized_at" IS NULL AND k.key IS NOT NULL
GROUP BY 1, 2, 3;
