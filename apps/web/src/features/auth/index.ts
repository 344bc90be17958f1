export { LoginPage } from "./login-page";
export { LogoutButton } from "./logout-button";
export { RequireSession } from "./require-session";

// Opened less often than the sign-in, with the contract's schemas: each loads when opened.
export const loadForgotPasswordPage = () =>
  import("./forgot-password-page").then((m) => m.ForgotPasswordPage);
export const loadResetPasswordPage = () => import("./reset-password-page").then((m) => m.ResetPasswordPage);
