import type { InvitationState, User } from "@concierge/contract";

export interface UserRow {
  id: string;
  username: string;
  email: string;
  activated: boolean;
  invitation: InvitationState | null;
  domainId: string;
  roleId: string;
  branchId: string;
  permissions: string[];
}

/** Every field a user shows; the password hash is not among the columns selected at all. */
export const presentUser = (row: UserRow): User => ({
  Id: row.id,
  Username: row.username,
  Email: row.email,
  Activated: row.activated,
  Invitation: row.invitation,
  DomainId: row.domainId,
  RoleId: row.roleId,
  BranchId: row.branchId,
  Permissions: row.permissions,
});
