import { z } from "zod";
import { declareCalls } from "./call.js";
import { messageBody, TEXT_MAX } from "./common.js";
import { declareRefusals, ErrorCode, refusal } from "./errors.js";
import { preferences } from "./preferences.js";

export const PASSWORD_MIN = 8;

const limited = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(TEXT_MAX, `${field} must be at most ${TEXT_MAX} characters`)
    .refine((value) => !value.includes("\u0000"), `${field} must not contain NUL characters`);

export const loginBody = z.object({
  username: limited("username").trim().min(1, "username is required"),
  password: limited("password"),
});
export type LoginBody = z.infer<typeof loginBody>;

export const forgotPasswordBody = z.object({
  email: limited("email").trim().pipe(z.email("email must be a valid email")),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const newPassword = limited("password").min(
  PASSWORD_MIN,
  `password must be at least ${PASSWORD_MIN} characters`,
);

export const changePasswordBody = z.object({
  token: limited("token").trim().min(1, "token is required"),
  password: newPassword,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The reset form has a confirmation field the API never sees. */
export const resetPasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: "password and confirm password does not match",
    path: ["confirmPassword"],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

export const refreshBody = z.object({
  refreshToken: z
    .string({ error: "refreshToken is required" })
    .min(1, "refreshToken is required")
    .max(200, "refreshToken must be at most 200 characters"),
});

export const tokenPair = z.object({ Token: z.string(), RefreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

export const sessionUser = z.object({
  Id: z.string(),
  Username: z.string(),
  Permissions: z.array(z.string()),
  /** The name of the user's role, as the domain named it ("Housekeeping"): the console greets with it. */
  Role: z.string(),
  DomainId: z.string(),
  BranchId: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionDomain = z.object({ DomainName: z.string(), Logo: z.string(), Currency: z.string() });
export type SessionDomain = z.infer<typeof sessionDomain>;

/** Carries the user's preferences, so that the console applies them as it signs in. */
export const loginAnswer = tokenPair.extend({
  User: sessionUser,
  Domain: sessionDomain,
  Preferences: preferences,
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const AuthMessage = {
  invalidCredentials: "invalid username or password",
  notActivated: "account is not activated",
  invalidToken: "invalid or expired token",
  sessionExpired: "your session has expired, please sign in again",
  unauthenticated: "please sign in",
  tooManyAttempts: (minutes: number) =>
    `too many attempts, try again in ${minutes} minute${minutes === 1 ? "" : "s"}`,
  resetSent: "if that email belongs to an account, a link to reset the password has been sent to it",
  passwordChanged: "your password has been changed, you can sign in now",
} as const;

export const AuthRefusal = declareRefusals("auth", {
  invalidCredentials: refusal(401, ErrorCode.invalidCredentials, AuthMessage.invalidCredentials),
  notActivated: refusal(401, ErrorCode.notActivated, AuthMessage.notActivated),
  invalidToken: refusal(400, ErrorCode.invalidToken, AuthMessage.invalidToken),
  sessionExpired: refusal(401, ErrorCode.sessionExpired, AuthMessage.sessionExpired),
  unauthenticated: refusal(401, ErrorCode.unauthenticated, AuthMessage.unauthenticated),
  tooManyAttempts: (minutes: number) =>
    refusal(429, ErrorCode.tooManyAttempts, AuthMessage.tooManyAttempts(minutes), { count: minutes }),
});

const signIn = { session: false, refusals: [400, 401, 429] } as const;

/** The sign-in calls: no bearer token; `error` carries the words the console shows. */
export const authCalls = declareCalls("sign-in", {
  login: { method: "POST", path: "/login", body: loginBody, answer: loginAnswer, ...signIn },
  /** Answers the same whether or not the email is known. */
  forgotPassword: {
    method: "POST",
    path: "/forgotPassword",
    body: forgotPasswordBody,
    answer: messageBody,
    ...signIn,
  },
  /** Sets a password with a reset or invitation token. */
  changePassword: {
    method: "POST",
    path: "/forgot/changePassword",
    body: changePasswordBody,
    answer: messageBody,
    ...signIn,
  },
  refresh: { method: "POST", path: "/refresh", body: refreshBody, answer: tokenPair, ...signIn },
  logout: {
    method: "POST",
    path: "/logout",
    body: refreshBody,
    status: 204,
    answer: z.null(),
    session: false,
    refusals: [400],
  },
});
