import type { DeskPatronMatch, DeskPatronSearchResponse } from '@estante/contracts';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchPatrons } from '../api/desk-api.ts';
import { useDeskErrorText } from '../utils/desk-text.ts';

interface PatronFinderProps {
  inputRef: RefObject<HTMLInputElement | null>;
  patron: DeskPatronMatch | null;
  onChoose: (patron: DeskPatronMatch | null) => void;
}

/**
 * One search box for the patron: a login or the card's number (what a card scanner types), a CPF, or words of the
 * name, then Enter. One match is chosen at once; several are listed as buttons; none is said.
 */
export function PatronFinder({ inputRef, patron, onChoose }: PatronFinderProps) {
  const { t } = useTranslation('desk');
  const errorText = useDeskErrorText();
  const [found, setFound] = useState<DeskPatronSearchResponse | null>(null);
  const [term, setTerm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const hintId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = inputRef.current?.value.trim() ?? '';
    if (value === '') return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await searchPatrons(value);
      setTerm(value);
      if (answer.total === 1 && answer.itens[0]) {
        setFound(null);
        onChoose(answer.itens[0]);
      } else setFound(answer);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const choose = (match: DeskPatronMatch) => {
    setFound(null);
    onChoose(match);
  };

  if (patron) {
    return (
      <div className="desk__patron-chosen">
        <p>
          {t('patron.current')} <strong>{patron.nome}</strong> ({patron.usuario})
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            onChoose(null);
          }}
        >
          {t('patron.change')}
        </button>
      </div>
    );
  }

  return (
    <div className="desk__patron">
      <form onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <div className="field">
          <label htmlFor={inputId}>{t('patron.label')}</label>
          <div className="desk__row">
            <input
              ref={inputRef}
              id={inputId}
              name="termo"
              type="search"
              autoComplete="off"
              spellCheck={false}
              aria-describedby={hintId}
            />
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('patron.search')}
            </button>
          </div>
          <p id={hintId} className="desk__hint">
            {t('patron.hint')}
          </p>
        </div>
      </form>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      {found ? (
        <section className="desk__matches" aria-label={t('patron.matchesLabel')}>
          <p role="status">
            {found.total === 0 ? t('patron.none', { term }) : t('patron.many', { count: found.total })}
            {found.total > found.itens.length ? ` ${t('patron.more', { shown: found.itens.length })}` : ''}
          </p>
          {found.itens.length > 0 ? (
            <ul className="desk__match-list">
              {found.itens.map((match) => (
                <li key={match.cod_pessoa}>
                  <button type="button" className="button button--secondary" onClick={() => choose(match)}>
                    {t('patron.choose', { name: match.nome, login: match.usuario })}
                  </button>{' '}
                  <span className="desk__hint">
                    {match.desc_categoria}
                    {match.bloqueado ? ` · ${t('impediments.BLOQUEADO')}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
