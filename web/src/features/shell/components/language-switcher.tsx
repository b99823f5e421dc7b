import type { LanguageTag } from '@estante/contracts';
import { SUPPORTED_LANGUAGES } from '@estante/contracts/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { currentLanguage, LANGUAGE_NATIVE_NAMES, LANGUAGE_QUERY_PARAM, switchLanguage } from '../../../lib/i18n.ts';

function hrefForLanguage(language: LanguageTag, search: string, pathname: string, hash: string): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_QUERY_PARAM, language);
  return `${pathname}?${params.toString()}${hash}`;
}

/**
 * Language choice as a disclosure of links rather than a select: choosing reloads the page (spec 000 §4),
 * and a change of page should follow an explicit activation, not a change of selection (WCAG 3.2.2).
 * Each language is named in itself, so that anyone finds theirs.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const active = currentLanguage();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Tabbing out of the list closes it too.
    const onFocusIn = (event: FocusEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="language-switcher" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="language-switcher__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
        <span className="visually-hidden">{t('language.label')}: </span>
        <span className="language-switcher__current" lang={active}>
          {LANGUAGE_NATIVE_NAMES[active]}
        </span>
        <svg className="icon icon--small" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      <ul id={listId} className="language-switcher__list" hidden={!open}>
        {SUPPORTED_LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={hrefForLanguage(language, search, pathname, hash)}
              lang={language}
              hrefLang={language}
              aria-current={language === active ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                setOpen(false);
                if (language !== active) switchLanguage(language);
              }}
            >
              {LANGUAGE_NATIVE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
