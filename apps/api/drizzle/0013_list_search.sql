CREATE INDEX "bookings_branch_checkout_idx" ON "bookings" USING btree ("domain_id","branch_id","checkout_date","id");--> statement-breakpoint
CREATE INDEX "bookings_branch_stay_idx" ON "bookings" USING gist ("domain_id","branch_id","stay");--> statement-breakpoint
-- Written by hand (drizzle-kit models neither extensions, functions nor trigram indexes): the lists'
-- search, case- and accent-insensitive, anywhere in the text, served by trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is STABLE (its dictionary could change); an index needs an IMMUTABLE expression, so the
-- dictionary is named and the function declared IMMUTABLE, as PostgreSQL's manual suggests.
CREATE FUNCTION "search_text"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
CREATE INDEX "bookings_search_idx" ON "bookings" USING gin (search_text("first_name" || ' ' || "last_name" || ' ' || "other_name" || ' ' || "phone" || ' ' || "email" || ' ' || "guest_id" || ' ' || "suite_code") gin_trgm_ops);
