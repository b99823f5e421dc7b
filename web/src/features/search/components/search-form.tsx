import { type FormEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSearchHref } from '../hooks/use-search-state.ts';
import { MAX_TERM_LENGTH } from '../utils/search-state.ts';
import '../search.css';

interface SearchFormProps {
  /** The term of the search on screen; remount the form (key) when it changes so the box follows the URL. */
  initialTerm: string;
  size?: 'large' | 'compact';
}

/** The catalogue's search box. Submitting puts the term in the URL (page 1); the results follow the URL. */
export function SearchForm({ initialTerm, size = 'large' }: SearchFormProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const searchHref = useSearchHref();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = inputRef.current?.value.trim() ?? '';
    if (!term) {
      inputRef.current?.focus();
      return;
    }
    navigate(searchHref({ term }));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> needs Chrome 118; the supported minimum is Chrome 104
    <form
      role="search"
      className={`search-form search-form--${size}`}
      onSubmit={onSubmit}
      aria-label={t('form.region')}
    >
      <label htmlFor={inputId} className="search-form__label">
        {t('form.label')}
      </label>
      <div className="search-form__row">
        <input
          ref={inputRef}
          id={inputId}
          className="search-form__input"
          type="search"
          name="termo"
          defaultValue={initialTerm}
          maxLength={MAX_TERM_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={hintId}
        />
        <button type="submit" className="button button--primary search-form__submit">
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="m15.5 15.5 5 5" />
          </svg>
          <span>{t('form.submit')}</span>
        </button>
      </div>
      <p id={hintId} className="search-form__hint">
        {t('form.hint')}
      </p>
    </form>
  );
}
