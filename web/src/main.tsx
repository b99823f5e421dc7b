import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startApp } from './app/app.tsx';
import { currentLanguage, initI18n } from './lib/i18n.ts';
import { languageName } from './lib/language-name.ts';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Translations before the first render: every text on screen, the loading screen included, goes through i18next.
// The session, the institution and the first screen's code load meanwhile (startApp), not after.
const translations = initI18n().catch((error: unknown) => console.error('Could not load translations', error));
const app = startApp();
// A title page and a results list name languages (lib/language-name.ts) through Intl.DisplayNames, whose first use
// loads the browser's locale data: tens of milliseconds on a phone, which the screen's render paid. Paid here
// instead, while the page waits for the network.
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
whenIdle(() => languageName('por', currentLanguage()));
translations.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App {...app} />
    </StrictMode>,
  );
});
