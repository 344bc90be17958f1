-- Custom (data only: drizzle-kit writes no data). HOUSEKEEPING is new: the roles that held the
-- whole catalogue before it (the first administrator's) hold it too, as a first administrator
-- created from now on does (features/setup/first-start.ts gives ALL_PERMISSIONS).
UPDATE "roles" SET "permissions" = array_append("permissions", 'HOUSEKEEPING')
WHERE "permissions" @> ARRAY['GLOBAL', 'VIEW_DOMAINS', 'MANAGE_DOMAINS', 'MANAGE_USERS', 'MANAGE_ROLES', 'MANAGE_BRANCHES', 'MANAGE_SUITES', 'MANAGE_BOOKINGS', 'MANAGE_IMAGES', 'VIEW_AUDIT']::text[]
  AND NOT "permissions" @> ARRAY['HOUSEKEEPING']::text[];
