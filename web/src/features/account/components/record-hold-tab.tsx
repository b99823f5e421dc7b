import type { HoldInitialInformation, HoldRequestBody } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { SignInToSend } from '../../shell/index.ts';
import { holdOptionsQuery, usePlaceHold, useValidateHold } from '../api/account-api.ts';
import { useApiRefusal } from '../hooks/use-account-text.ts';
import { accountPaths } from '../utils/account-paths.ts';
import { CopyChoiceSelect, initialChoice, UNSET } from './copy-choice-select.tsx';
import '../account.css';

/** /acervo/{id}/reserva: the hold form of a title (spec 001 §7.12); signing in is needed to send it. */
export function RecordHoldTab({ recordId }: { recordId: number }) {
  const { user } = useAuth();
  if (!user) return <SignInToSend />;
  return <HoldForm recordId={recordId} />;
}

function HoldForm({ recordId }: { recordId: number }) {
  const { t } = useTranslation('account');
  const options = useQuery(holdOptionsQuery(recordId));
  if (options.isPending) return <p>{t('loading')}</p>;
  if (options.isError) return <ErrorMessage error={options.error} onRetry={() => options.refetch()} />;
  if (options.data.bibliotecas.length === 0) return <p>{t('holdForm.noCopies')}</p>;
  return <HoldFormFields recordId={recordId} options={options.data} />;
}

function HoldFormFields({ recordId, options }: { recordId: number; options: HoldInitialInformation }) {
  const { t } = useTranslation('account');
  const validate = useValidateHold();
  const place = usePlaceHold();
  const apiRefusal = useApiRefusal();
  const libraryId = useId();
  const [library, setLibrary] = useState(options.bibliotecas.length === 1 ? options.bibliotecas[0]!.codigo : '');
  const [volume, setVolume] = useState(initialChoice(options.volumes));
  const [tome, setTome] = useState(initialChoice(options.tomos));
  const [part, setPart] = useState(initialChoice(options.partes));
  const [material, setMaterial] = useState(initialChoice(options.materiais));
  const [location, setLocation] = useState(initialChoice(options.localizacoes));
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'warning'; text: string; placed?: boolean } | null>(
    options.reserva_existente ? { kind: 'warning', text: t('holdForm.alreadyHeld') } : null,
  );
  const chosen = options.bibliotecas.find((entry) => entry.codigo === library);

  const body = (): HoldRequestBody | null => {
    const choices = [volume, tome, part, material, location];
    if (!library || choices.includes(UNSET)) {
      setOutcome({ kind: 'warning', text: t('holdForm.selectAll') });
      return null;
    }
    return {
      cod_acervo: recordId,
      biblioteca: library,
      volume,
      tomo: tome,
      parte: part,
      material_adicional: material,
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
        onSuccess: (result) =>
          setOutcome({ kind: 'success', text: t('holdForm.placed', { position: result.posicao_fila }), placed: true }),
        onError,
      });
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-labelledby={`${libraryId}-heading`}>
      <h2 id={`${libraryId}-heading`}>{t('holdForm.heading')}</h2>
      <div className="account-field">
        <label htmlFor={libraryId}>{t('holdForm.library')}</label>
        <select id={libraryId} value={library} required onChange={(event) => setLibrary(event.target.value)}>
          <option value="" disabled>
            {t('holdForm.choose')}
          </option>
          {options.bibliotecas.map((entry) => (
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
      <CopyChoiceSelect label={t('holdForm.volume')} options={options.volumes} value={volume} onChange={setVolume} />
      <CopyChoiceSelect label={t('holdForm.tome')} options={options.tomos} value={tome} onChange={setTome} />
      <CopyChoiceSelect label={t('holdForm.part')} options={options.partes} value={part} onChange={setPart} />
      <CopyChoiceSelect
        label={t('holdForm.material')}
        options={options.materiais}
        value={material}
        onChange={setMaterial}
      />
      <CopyChoiceSelect
        label={t('holdForm.location')}
        options={options.localizacoes}
        value={location}
        onChange={setLocation}
      />
      <div role="status" aria-live="polite">
        {outcome ? (
          <p className={`notice notice--${outcome.kind}`}>
            {outcome.text} {outcome.placed ? <Link to={accountPaths.holds.href}>{t('holdForm.seeHolds')}</Link> : null}
          </p>
        ) : null}
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
