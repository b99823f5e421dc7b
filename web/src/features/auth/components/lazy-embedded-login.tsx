import { lazyWithPreload } from '../../../lib/lazy-with-preload.tsx';

/**
 * `EmbeddedLogin`, fetched on first use: the access form, its recovery steps and the captcha are not part of
 * the first page (every page has a footer that can show it; the first page's budget is 100 KB, docs/web.md).
 * Await `LazyEmbeddedLogin.preload()` before opening a dialog that shows it, so its first field takes the focus.
 */
export const LazyEmbeddedLogin = lazyWithPreload(() =>
  import('./embedded-login.tsx').then((module) => module.EmbeddedLogin),
);
