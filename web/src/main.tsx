import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startApp } from './app/app.tsx';
import { initI18n } from './lib/i18n.ts';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Translations before the first render: every text on screen, the loading screen included, goes through i18next.
// The session, the institution and the first screen's code load meanwhile (startApp), not after.
const translations = initI18n().catch((error: unknown) => console.error('Could not load translations', error));
const app = startApp();
/**
 * How long the first render waits for the page bootstrap (the router's first navigation: session, functions,
 * institution, the first screen's code and calls) before showing the loading screen (spec 000 §2) instead. On a
 * first visit the page's hints have sent those calls while the script downloaded (lib/first-load-calls.ts), so
 * they have usually answered by now: the screen then renders once, complete, rather than a loading screen that the
 * screen replaces a moment later. Only a slower load shows the logo and spinner; index.html's spinner covers the
 * wait, as it does while the script loads.
 */
const LOADING_SCREEN_DELAY_MS = 400;

function bootstrapped(router: typeof app.router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
    window.setTimeout(resolve, LOADING_SCREEN_DELAY_MS);
  });
}

translations.finally(async () => {
  await bootstrapped(app.router);
  createRoot(container).render(
    <StrictMode>
      <App {...app} />
    </StrictMode>,
  );
});
