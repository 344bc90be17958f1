-- Written by hand (drizzle-kit does not model trigram indexes): the search of the users list (by
-- username or email, in the global identities) and of the suites list (by category or description;
-- a room code is looked up through each suite's own codes), as their services spell it (0013).
CREATE INDEX "identities_search_idx" ON "identities" USING gin (search_text("username" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suites_search_idx" ON "suites" USING gin (search_text("category" || ' ' || "description") gin_trgm_ops);
