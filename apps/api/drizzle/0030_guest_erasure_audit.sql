-- Custom (drizzle-kit models neither functions nor triggers). A guest's erasure (issue 28, GDPR
-- article 17) takes the guest's values out of the audit entries about them. The trail stays final
-- for everything else: the trigger of 0016 now lets an UPDATE through only from
-- "erase_guest_from_audit", which runs as the tables' owner (SECURITY DEFINER), changes nothing
-- but an entry's `changes` and `label`, and can only blank values, never write one. The API's own
-- role (README, "Two database roles") still cannot update nor delete an entry itself.
CREATE OR REPLACE FUNCTION "audit_entries_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND current_setting('concierge.erasing_guest', true) = 'on'
    AND current_user = (SELECT pg_get_userbyid("relowner") FROM "pg_class" WHERE "oid" = TG_RELID)
    AND (NEW."domain_id", NEW."id", NEW."at", NEW."actor_id", NEW."actor_name", NEW."action", NEW."entity", NEW."entity_id")
      IS NOT DISTINCT FROM
      (OLD."domain_id", OLD."id", OLD."at", OLD."actor_id", OLD."actor_name", OLD."action", OLD."entity", OLD."entity_id")
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
-- The entries of `domain` about the records `record_ids` (a guest's profiles and bookings): each
-- change of a field in `personal` keeps its field with its values blanked ('Anonymised' for a field
-- in `names`, an empty list for a list, '' for any other text, null stays null), and the label
-- (the guest's name) becomes 'Anonymised'. Answers how many entries it rewrote.
CREATE FUNCTION "erase_guest_from_audit"("domain" uuid, "record_ids" text[], "personal" text[], "names" text[])
RETURNS integer LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  erased integer;
BEGIN
  PERFORM set_config('concierge.erasing_guest', 'on', true);
  UPDATE "audit_entries" AS e SET
    "label" = 'Anonymised',
    "changes" = (
      SELECT coalesce(jsonb_object_agg(c.key, CASE WHEN c.key = ANY("personal") THEN (
        SELECT coalesce(jsonb_agg(CASE
          WHEN jsonb_typeof(side) = 'null' THEN side
          WHEN jsonb_typeof(side) = 'array' THEN '[]'::jsonb
          WHEN c.key = ANY("names") THEN to_jsonb('Anonymised'::text)
          ELSE '""'::jsonb END ORDER BY n), '[]'::jsonb)
        FROM jsonb_array_elements(c.value) WITH ORDINALITY AS s(side, n)
      ) ELSE c.value END), '{}'::jsonb)
      FROM jsonb_each(e."changes") AS c
    )
  WHERE e."domain_id" = "domain" AND e."entity_id" = ANY("record_ids");
  GET DIAGNOSTICS erased = ROW_COUNT;
  PERFORM set_config('concierge.erasing_guest', 'off', true);
  RETURN erased;
END $$;
