import type { HoldInitialInformation, HoldPlaced, HoldRequestBody } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useLocationName } from '../../../hooks/use-location-name.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { SignInToSend } from '../../shell/index.ts';
import { holdOptionsQuery, placedHoldQuery, usePlaceHold, useValidateHold } from '../api/account-api.ts';
import { useApiRefusal, useRefusalText } from '../hooks/use-account-text.ts';
import { accountPaths } from '../utils/account-paths.ts';
import { UNSET } from './copy-choice-select.tsx';
import { HoldWaitEstimateText } from './hold-wait-estimate.tsx';
import { StandingBanner } from './standing-banner.tsx';
import '../account.css';

/** /acervo/{id}/reserva: the hold form of a title (spec 001 §7.12); signing in is needed to send it. */
export function RecordHoldTab({ recordId }: { recordId: number }) {
  const { user } = useAuth();
  if (!user) return <SignInToSend />;
  return (
    <>
      <StandingBanner form="hold" />
      <HoldForm recordId={recordId} />
    </>
  );
}

function HoldForm({ recordId }: { recordId: number }) {
  const { t } = useTranslation('account');
  const options = useQuery(holdOptionsQuery(recordId));
  // Kept in the query cache, not in this component: the refreshed options say "already held" and the title page may
  // render the tab again, but the answer stays on screen.
  const placed = useQuery(placedHoldQuery(recordId)).data;
  if (placed) return <PlacedHold placed={placed} />;
  if (options.isPending) return <p>{t('loading')}</p>;
  if (options.isError) return <ErrorMessage error={options.error} onRetry={() => options.refetch()} />;
  if (options.data.bibliotecas.length === 0) return <p>{t('holdForm.noCopies')}</p>;
  return <HoldFormFields recordId={recordId} options={options.data} />;
}

type LibraryOption = HoldInitialInformation['bibliotecas'][number];
type Designation = NonNullable<LibraryOption['opcoes']>[number];

const designationValue = (option: Designation) =>
  JSON.stringify([option.volume ?? '', option.tomo ?? '', option.parte ?? '', option.material_adicional ?? '']);

/** The hold rule's word on a library (GET /reserva/{id}/informacoes-iniciais); an older server says nothing. */
const allowsHold = (library: LibraryOption) => library.reserva !== false;

/** The answer to a placed hold: its queue position and estimated wait, with the way to the holds list. */
function PlacedHold({ placed }: { placed: HoldPlaced }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  return (
    <section className="account-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('holdForm.heading')}</h2>
      <div role="status" aria-live="polite">
        <p className="notice notice--success">{t('holdForm.placed', { position: placed.posicao_fila })}</p>
        <HoldWaitEstimateText estimate={placed.estimativa ?? null} />
      </div>
      <p>
        <Link to={accountPaths.holds.href}>{t('holdForm.seeHolds')}</Link>
      </p>
    </section>
  );
}

function HoldFormFields({ recordId, options }: { recordId: number; options: HoldInitialInformation }) {
  const { t } = useTranslation('account');
  const refusalText = useRefusalText();
  const [searchParams] = useSearchParams();
  const holdable = options.bibliotecas.filter(allowsHold);
  if (holdable.length === 0) {
    // One message: the patron's own reason, the one every library gives, or each library's.
    const reasons = [...new Set(options.bibliotecas.map((library) => library.motivo ?? ''))];
    return (
      <div role="status">
        <p className="notice notice--warning">
          {options.reserva_existente
            ? t('holdForm.alreadyHeld')
            : reasons.length === 1 && reasons[0]
              ? refusalText(reasons[0])
              : t('holdForm.noHoldPossible')}
        </p>
        {!options.reserva_existente && reasons.length > 1 ? (
          <ul>
            {options.bibliotecas.map((library) => (
              <li key={library.codigo}>
                {library.descricao}: {refusalText(library.motivo)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  const wanted = searchParams.get('biblioteca');
  const initial = holdable.find((library) => library.codigo === wanted) ?? (holdable.length === 1 ? holdable[0] : null);
  return (
    <HoldFormControls
      recordId={recordId}
      options={options}
      libraries={holdable}
      initialLibrary={initial?.codigo ?? ''}
    />
  );
}

interface HoldFormControlsProps {
  recordId: number;
  options: HoldInitialInformation;
  libraries: LibraryOption[];
  initialLibrary: string;
}

function HoldFormControls({ recordId, options, libraries, initialLibrary }: HoldFormControlsProps) {
  const { t } = useTranslation('account');
  const validate = useValidateHold();
  const place = usePlaceHold();
  const apiRefusal = useApiRefusal();
  const locationName = useLocationName();
  const libraryId = useId();
  const designationId = useId();
  const locationId = useId();
  const [library, setLibrary] = useState(initialLibrary);
  const chosen = libraries.find((entry) => entry.codigo === library);
  const designations = designationChoices(chosen, t);
  const [designation, setDesignation] = useState<string>(UNSET);
  // The only location, or any: the queue does not look at the location (docs/circulation.md).
  const [location, setLocation] = useState(options.localizacoes.length === 1 ? options.localizacoes[0]! : '');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const designationChosen = designations.ask
    ? designations.choices.some((choice) => choice.value === designation)
      ? designation
      : designations.initial
    : designations.initial;

  const body = (): HoldRequestBody | null => {
    if (!library) {
      setOutcome({ kind: 'warning', text: t('holdForm.chooseLibrary') });
      return null;
    }
    if (designationChosen === UNSET) {
      setOutcome({ kind: 'warning', text: t('holdForm.selectAll') });
      return null;
    }
    const [volume, tome, part, material] = JSON.parse(designationChosen) as string[];
    return {
      cod_acervo: recordId,
      biblioteca: library,
      volume: volume ?? '',
      tomo: tome ?? '',
      parte: part ?? '',
      material_adicional: material ?? '',
      localizacao: location,
    };
  };
  const onError = (error: unknown) => setOutcome({ kind: 'warning', text: apiRefusal(error) ?? String(error) });
  const check = () => {
    const request = body();
    if (request)
      validate.mutate(request, {
        onSuccess: (result) =>
          setOutcome({ kind: 'success', text: t('holdForm.wouldBe', { position: result.posicao_fila }) }),
        onError,
      });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = body();
    if (request)
      place.mutate(request, {
        // The answer is shown by HoldForm from placedHoldQuery, set by the mutation itself.
        onError,
      });
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-labelledby={`${libraryId}-heading`}>
      <h2 id={`${libraryId}-heading`}>{t('holdForm.heading')}</h2>
      <div className="account-field">
        <label htmlFor={libraryId}>{t('holdForm.library')}</label>
        <select
          id={libraryId}
          value={library}
          required
          onChange={(event) => {
            setLibrary(event.target.value);
            setDesignation(UNSET);
            setOutcome(null);
          }}
        >
          {library === '' ? (
            <option value="" disabled>
              {t('holdForm.choose')}
            </option>
          ) : null}
          {libraries.map((entry) => (
            <option key={entry.codigo} value={entry.codigo}>
              {entry.descricao}
            </option>
          ))}
        </select>
        {chosen ? (
          <span className="account-meta">
            {t('holdForm.libraryInfo', {
              available: chosen.disponiveis,
              copies: chosen.exemplares,
              queue: chosen.fila,
            })}
          </span>
        ) : null}
      </div>
      {designations.ask ? (
        <div className="account-field">
          <label htmlFor={designationId}>{t('holdForm.designation')}</label>
          <select
            id={designationId}
            value={designationChosen}
            required
            onChange={(event) => setDesignation(event.target.value)}
          >
            {designationChosen === UNSET ? (
              <option value={UNSET} disabled>
                {t('holdForm.choose')}
              </option>
            ) : null}
            {designations.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {options.localizacoes.length > 1 ? (
        <div className="account-field">
          <label htmlFor={locationId}>{t('holdForm.location')}</label>
          <select id={locationId} value={location} onChange={(event) => setLocation(event.target.value)}>
            <option value="">{t('holdForm.any')}</option>
            {options.localizacoes.map((code) => (
              <option key={code} value={code}>
                {locationName(code)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div role="status" aria-live="polite">
        {outcome ? <p className={`notice notice--${outcome.kind}`}>{outcome.text}</p> : null}
      </div>
      <div className="account-actions">
        <button type="button" className="button button--secondary" disabled={validate.isPending} onClick={check}>
          {t('holdForm.validate')}
        </button>
        <button type="submit" className="button button--primary" disabled={place.isPending}>
          {t('holdForm.submit')}
        </button>
      </div>
    </form>
  );
}

interface Outcome {
  kind: 'success' | 'warning';
  text: string;
}

/**
 * What the form asks about volume/tome/part/material at a library: nothing when its copies have one value (or
 * none), else the values a hold can be placed for, "any" first when the rule allows a hold for any.
 */
function designationChoices(library: LibraryOption | undefined, t: TFunction<'account'>) {
  const any = JSON.stringify(['', '', '', '']);
  const all = library?.opcoes ?? [];
  if (all.length <= 1) return { ask: false, choices: [], initial: any };
  const label = (option: Designation) =>
    [
      option.volume ? t('holdForm.designationVolume', { value: option.volume }) : null,
      option.tomo ? t('holdForm.designationTome', { value: option.tomo }) : null,
      option.parte ? t('holdForm.designationPart', { value: option.parte }) : null,
      option.material_adicional,
    ]
      .filter(Boolean)
      .join(' · ') || t('holdForm.designationAny');
  const choices = [
    ...(library?.motivo === null ? [{ value: any, label: t('holdForm.designationAny') }] : []),
    ...all
      .filter((option) => option.reserva)
      .map((option) => ({ value: designationValue(option), label: label(option) })),
  ];
  return { ask: true, choices, initial: choices.length === 1 ? choices[0]!.value : UNSET };
}
