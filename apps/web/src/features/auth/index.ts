export { ForgotPasswordPage } from "./forgot-password-page";
export { LoginPage } from "./login-page";
export { LogoutButton } from "./logout-button";
export { RequireSession } from "./require-session";
export { ResetPasswordPage } from "./reset-password-page";
