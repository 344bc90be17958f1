-- Written by hand (drizzle-kit does not model trigram indexes): the search of the lists of
-- branches, roles, images and hotel companies, as their services spell it (search_text, 0013).
CREATE INDEX "branches_search_idx" ON "branches" USING gin (search_text("name" || ' ' || "email" || ' ' || "phone" || ' ' || "state" || ' ' || "country") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_search_idx" ON "roles" USING gin (search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "images_search_idx" ON "images" USING gin (search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "domains_search_idx" ON "domains" USING gin (search_text("name") gin_trgm_ops);
