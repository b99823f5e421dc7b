import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/error-message.tsx';

/** A year from today, the validity offered by default (YYYY-MM-DD). */
export function defaultValidity(): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

export interface Candidate {
  codigo: string;
  descricao: string;
  /** A detail shown after the name (titles under a heading, ISSN). */
  detalhe?: string;
}

interface CandidatePickerProps {
  candidates: Candidate[] | null;
  pending: boolean;
  onAdd: (codes: string[], validade: string) => void;
}

/** Search results to tick, with the validity they get, and the add button (keyed per search by the caller). */
export function CandidatePicker({ candidates, pending, onAdd }: CandidatePickerProps) {
  const { t } = useTranslation('services');
  const id = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const [validity, setValidity] = useState(defaultValidity);
  if (candidates === null) return null;
  if (candidates.length === 0) return <p>{t('interestProfile.noCandidates')}</p>;
  return (
    <form
      className="account-filter"
      onSubmit={(event) => {
        event.preventDefault();
        onAdd(chosen, validity);
      }}
    >
      <fieldset>
        <legend>{t('interestProfile.candidates')}</legend>
        {candidates.map((candidate) => (
          <label key={candidate.codigo} className="account-filter__check">
            <input
              type="checkbox"
              checked={chosen.includes(candidate.codigo)}
              onChange={(event) =>
                setChosen(
                  event.target.checked
                    ? [...chosen, candidate.codigo]
                    : chosen.filter((code) => code !== candidate.codigo),
                )
              }
            />
            {candidate.descricao}
            {candidate.detalhe ? <span className="account-meta"> ({candidate.detalhe})</span> : null}
          </label>
        ))}
      </fieldset>
      <ValidityField id={id} value={validity} onChange={setValidity} />
      <button type="submit" className="button" disabled={pending || chosen.length === 0}>
        {t('interestProfile.add')}
      </button>
    </form>
  );
}

export function ValidityField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('services');
  return (
    <>
      <label htmlFor={`${id}-validity`}>{t('interestProfile.validity')}</label>
      <input
        id={`${id}-validity`}
        type="date"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/**
 * A profile section's search: runs it on submit, keeps the results with the scope they were searched in (type,
 * library) and a round that resets the picker's ticks, and the error text of a failed search or addition.
 */
export function useCandidateSearch<Scope>() {
  const errorText = useErrorText();
  const [found, setFound] = useState<{ scope: Scope; candidates: Candidate[]; round: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    found,
    problem,
    fail: (error: unknown) => setProblem(errorText(error)),
    clear: () => setFound(null),
    resetProblem: () => setProblem(null),
    submit: (scope: Scope, search: () => Promise<Candidate[]>) => async (event: FormEvent) => {
      event.preventDefault();
      setProblem(null);
      try {
        setFound({ scope, candidates: await search(), round: Date.now() });
      } catch (error) {
        setProblem(errorText(error));
      }
    },
  };
}
