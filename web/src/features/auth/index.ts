/**
 * The auth feature's public module: what other features and the app may use. Its pages (/login, /logout, the
 * institutional sign-in answers) are in routes.tsx, which only the app loads, lazily.
 */
export { revokeRefreshToken } from './api/token.ts';
export { CaptchaField } from './components/captcha-field.tsx';
export { LazyEmbeddedLogin } from './components/lazy-embedded-login.tsx';
export { PasswordField } from './components/password-field.tsx';
export { meetsPasswordRules, PasswordRulesChecklist } from './components/password-rules-checklist.tsx';
export { useSession } from './hooks/use-session.ts';
export { LoginModalHost } from './login-modal/login-modal-host.tsx';
export { requestSignIn } from './login-modal/login-modal-store.ts';
export { bootstrapSession, endSession, replaceSession } from './session/session.ts';
