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
translations.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App {...app} />
    </StrictMode>,
  );
});
