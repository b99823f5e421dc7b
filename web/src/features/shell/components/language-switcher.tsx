import type { LanguageTag } from '@estante/contracts';
import { SUPPORTED_LANGUAGES } from '@estante/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  currentLanguage,
  isLanguageTag,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGE_QUERY_PARAM,
  switchLanguage,
} from '../../../lib/i18n.ts';
import { LanguageFlag } from './language-flag.tsx';

function hrefForLanguage(language: LanguageTag, search: string, pathname: string, hash: string): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_QUERY_PARAM, language);
  return `${pathname}?${params.toString()}${hash}`;
}

/**
 * Language switcher (spec 000 §2): flags on desktop, a select on mobile; CSS shows one or the other.
 * Each language is named in itself. Choosing reloads the page (spec 000 §4), so the select changes nothing
 * until its button is pressed: a change of page follows an explicit action (WCAG 3.2.2).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const { pathname, search, hash } = useLocation();
  const active = currentLanguage();
  const [chosen, setChosen] = useState<LanguageTag>(active);
  const selectId = useId();

  return (
    <div className="language-switcher">
      <ul className="language-switcher__flags" aria-label={t('language.label')}>
        {SUPPORTED_LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={hrefForLanguage(language, search, pathname, hash)}
              lang={language}
              hrefLang={language}
              title={LANGUAGE_NATIVE_NAMES[language]}
              aria-current={language === active ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                if (language !== active) switchLanguage(language);
              }}
            >
              <LanguageFlag language={language} />
              <span className="visually-hidden">{LANGUAGE_NATIVE_NAMES[language]}</span>
            </a>
          </li>
        ))}
      </ul>
      <form
        className="language-switcher__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen !== active) switchLanguage(chosen);
        }}
      >
        <label htmlFor={selectId} className="visually-hidden">
          {t('language.label')}
        </label>
        <select
          id={selectId}
          value={chosen}
          onChange={(event) => {
            if (isLanguageTag(event.target.value)) setChosen(event.target.value);
          }}
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NATIVE_NAMES[language]}
            </option>
          ))}
        </select>
        <button type="submit">{t('language.apply')}</button>
      </form>
    </div>
  );
}
