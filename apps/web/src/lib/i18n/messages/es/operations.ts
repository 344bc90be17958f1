/** The texts of home (dashboard), housekeeping, the audit trail. */
export const operations = {};
