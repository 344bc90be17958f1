-- Generated, then IF NOT EXISTS added: the lists' trigram indexes, written by hand in 0013-0015 and
-- 0017, are now declared in the schema (db/schema/search.ts) with the search text the lists query.
-- Every database already holds them, exactly as declared (test/list-search.test.ts), so they stay.
CREATE INDEX IF NOT EXISTS "audit_entries_search_idx" ON "audit_entries" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_search_idx" ON "bookings" USING gin (search_text("first_name" || ' ' || "last_name" || ' ' || "other_name" || ' ' || "phone" || ' ' || "email" || ' ' || "guest_id" || ' ' || "suite_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "branches_search_idx" ON "branches" USING gin (search_text("name" || ' ' || "email" || ' ' || "phone" || ' ' || "state" || ' ' || "country") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "domains_search_idx" ON "domains" USING gin (search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "images_search_idx" ON "images" USING gin (search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "roles_search_idx" ON "roles" USING gin (search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "suites_search_idx" ON "suites" USING gin (search_text("category" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "identities_search_idx" ON "identities" USING gin (search_text("username" || ' ' || "email") gin_trgm_ops);