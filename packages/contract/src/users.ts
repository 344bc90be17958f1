import { z } from "zod";
import { declareCalls, removal, TENANT_REFUSALS } from "./call.js";
import { requiredText } from "./common.js";
import { declareRefusals, ErrorCode, exists, missing, refusal } from "./errors.js";
import { idField } from "./ids.js";
import { idParam, searchParam, sortParam, yesNoParam } from "./lists.js";
import { domainPageParams, domainRowParams, pagedList } from "./paging.js";
import { Permission } from "./permissions.js";

export const UserMessage = {
  username: "username is required",
  usernameFormat: "username may hold only letters, digits, dots, hyphens and underscores",
  email: "email is required",
  emailFormat: "email must be a valid email",
  domainId: "domainId is required",
  branchId: "branchId is required",
  roleId: "roleId is required",
  id: "Id is required",
  activated: "Activated must be true or false",
  notFound: "user not found",
  usernameTaken: (username: string) => `the username ${username} is already taken`,
  emailTaken: (email: string) => `the email ${email} already belongs to a user`,
  deleteYourself: "you cannot delete yourself",
  deactivateYourself: "you cannot deactivate yourself",
  alreadyAccepted: (username: string) =>
    `${username} has already accepted the invitation; activate the account instead of inviting again`,
} as const;

export const UserRefusal = declareRefusals("users", {
  notFound: missing(UserMessage.notFound),
  usernameTaken: (username: string) => exists(UserMessage.usernameTaken(username), { username }),
  emailTaken: (email: string) => exists(UserMessage.emailTaken(email), { email }),
  deleteYourself: refusal(409, ErrorCode.yourself, UserMessage.deleteYourself),
  deactivateYourself: refusal(409, ErrorCode.yourself, UserMessage.deactivateYourself),
  alreadyAccepted: (username: string) =>
    refusal(409, ErrorCode.wrongStatus, UserMessage.alreadyAccepted(username), { username }),
});

const email = requiredText("email", UserMessage.email).pipe(z.email(UserMessage.emailFormat));

// Keys in SPEC section 5's order: username, email, domain, branch, role.
export const userCreateBody = z.object({
  Username: requiredText("username", UserMessage.username).regex(/^[\w.-]+$/, UserMessage.usernameFormat),
  Email: email,
  DomainId: idField(UserMessage.domainId),
  BranchId: idField(UserMessage.branchId),
  RoleId: idField(UserMessage.roleId),
});
export type UserCreateBody = z.input<typeof userCreateBody>;

/** An edit changes email, role, branch and activated; the username stays. */
export const userUpdateBody = z.object({
  Id: idField(UserMessage.id),
  Email: email,
  DomainId: idField(UserMessage.domainId),
  BranchId: idField(UserMessage.branchId),
  RoleId: idField(UserMessage.roleId),
  Activated: z.boolean({ error: UserMessage.activated }),
});
export type UserUpdateBody = z.input<typeof userUpdateBody>;

/**
 * Where a user's invitation stands: `pending` (a mailed link still works), `expired` (every link
 * lapsed or was replaced); null once the user has chosen a password.
 */
export const INVITATION_STATES = ["pending", "expired"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const user = z.object({
  Id: z.string(),
  Username: z.string(),
  Email: z.string(),
  Activated: z.boolean(),
  Invitation: z.enum(INVITATION_STATES).nullable(),
  DomainId: z.string(),
  RoleId: z.string(),
  BranchId: z.string(),
  Permissions: z.array(z.string()),
});
export type User = z.infer<typeof user>;
export const userPage = pagedList("Users", user);

const userPath = "/api/v1/domains/users";
const manage = [Permission.MANAGE_USERS];

export const USER_SORTS = ["Username", "Email", "Activated"] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** `q` finds users by username or email; `roleId`, `branchId` and `activated` filter. */
export const userListQuery = z.object({
  q: searchParam,
  sort: sortParam(USER_SORTS),
  roleId: idParam("roleId"),
  branchId: idParam("branchId"),
  activated: yesNoParam("activated"),
});

export const userCalls = declareCalls("users", {
  list: {
    method: "GET",
    path: `${userPath}/:domainId/:page/:pageSize`,
    params: domainPageParams,
    query: userListQuery,
    answer: userPage,
  },
  /** Creates the user inactive and mails it an invitation. */
  create: {
    method: "POST",
    path: userPath,
    body: userCreateBody,
    status: 201,
    idempotent: true,
    answer: user,
    permissions: manage,
    audit: { entity: "user" },
  },
  update: {
    method: "PUT",
    path: userPath,
    body: userUpdateBody,
    answer: user,
    permissions: manage,
    audit: { entity: "user" },
  },
  delete: { ...removal(userPath, "userId", manage), audit: { entity: "user" } },
  /**
   * Mails a user who has not yet chosen a password a fresh invitation; the links mailed before stop
   * working. Refused once the invitation was accepted (409).
   */
  resendInvitation: {
    method: "POST",
    path: `${userPath}/invitation/:domainId/:userId`,
    params: domainRowParams("userId"),
    answer: user,
    refusals: [...TENANT_REFUSALS, 429],
    permissions: manage,
    audit: { entity: "user", action: "invite" },
  },
});
