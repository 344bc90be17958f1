import { z } from "zod";
import { requiredText } from "./common.js";
import { idField } from "./ids.js";
import { pagedList } from "./paging.js";

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
} as const;

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

export const user = z.object({
  Id: z.string(),
  Username: z.string(),
  Email: z.string(),
  Activated: z.boolean(),
  DomainId: z.string(),
  RoleId: z.string(),
  BranchId: z.string(),
  Permissions: z.array(z.string()),
});
export type User = z.infer<typeof user>;
export const userPage = pagedList("Users", user);
export type UserPage = z.infer<typeof userPage>;
