-- Custom (data only: drizzle-kit writes no data). MANAGE_GUESTS and ERASE_GUESTS are new: the roles
-- that held the whole catalogue before them (the first administrator's) hold them too, as a first
-- administrator created from now on does (features/setup/first-start.ts gives ALL_PERMISSIONS).
UPDATE "roles" SET "permissions" = "permissions" || ARRAY['MANAGE_GUESTS', 'ERASE_GUESTS']::text[]
WHERE "permissions" @> ARRAY['GLOBAL', 'VIEW_DOMAINS', 'MANAGE_DOMAINS', 'MANAGE_USERS', 'MANAGE_ROLES', 'MANAGE_BRANCHES', 'MANAGE_SUITES', 'MANAGE_BOOKINGS', 'MANAGE_IMAGES', 'VIEW_AUDIT', 'HOUSEKEEPING']::text[]
  AND NOT "permissions" && ARRAY['MANAGE_GUESTS', 'ERASE_GUESTS']::text[];
