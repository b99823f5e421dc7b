import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { ErrorMessage, useErrorText } from '../../../components/error-message.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import {
  downloadPersonalData,
  useOwnDeletionRequests,
  usePrivacyOverview,
  useReadingHistoryConsent,
  useRequestDeletion,
} from '../api/privacy-api.ts';
import { PrivacyFacts } from './privacy-facts.tsx';
import '../privacy.css';

/**
 * /meupergamum/privacidade (spec 000 §1 "privacy", LGPD art. 18): what the library keeps about the patron and for
 * how long, the reading-history consent, the export of every datum and the deletion request (docs/privacy.md).
 */
export function PrivacyScreen() {
  const { t } = useTranslation('privacy');
  const overview = usePrivacyOverview();
  return (
    <section aria-labelledby="privacy-heading" className="account-section privacy-screen">
      <h2 id="privacy-heading">{t('title')}</h2>
      <p>{t('intro')}</p>
      <h3>{t('facts.title')}</h3>
      {overview.isPending ? <p>{t('loading')}</p> : null}
      {overview.isError ? <ErrorMessage error={overview.error} onRetry={() => overview.refetch()} /> : null}
      {overview.data ? (
        <PrivacyFacts quantities={overview.data.quantidades} periods={overview.data.retencao_dias} />
      ) : null}
      <p>
        <Link to={paths.privacy.getHref()}>{t('publicLink')}</Link>
      </p>
      {overview.data ? (
        <ReadingHistoryConsentForm
          consented={overview.data.historico_leitura.consentido}
          days={overview.data.retencao_dias.historico_leitura}
        />
      ) : null}
      <PersonalDataExport />
      <DeletionRequest />
    </section>
  );
}

function ReadingHistoryConsentForm({ consented, days }: { consented: boolean; days: number }) {
  const { t } = useTranslation('privacy');
  const errorText = useErrorText();
  const change = useReadingHistoryConsent();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const save = (consent: boolean) => {
    setMessage(null);
    change.mutate(
      { consentir: consent },
      {
        onSuccess: (answer) =>
          setMessage(
            answer.historico_leitura.consentido ? t('history.kept') : t('history.erased', { count: answer.apagados }),
          ),
      },
    );
  };
  return (
    <section aria-labelledby="privacy-history" className="privacy-block">
      <h3 id="privacy-history">{t('history.title')}</h3>
      <p>{t('history.explain', { days })}</p>
      <p className="privacy-state">{consented ? t('history.stateOn') : t('history.stateOff')}</p>
      {consented ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={change.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('history.revoke')}
        </button>
      ) : (
        <button type="button" className="button" disabled={change.isPending} onClick={() => save(true)}>
          {t('history.consent')}
        </button>
      )}
      <div role="status" aria-live="polite">
        {message ? <p className="notice notice--success">{message}</p> : null}
      </div>
      {change.isError ? (
        <p className="notice notice--error" role="alert">
          {errorText(change.error)}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('history.revokeTitle')}
        content={t('history.revokeText')}
        confirmLabel={t('history.revokeConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          save(false);
        }}
      />
    </section>
  );
}

function PersonalDataExport() {
  const { t } = useTranslation('privacy');
  const errorText = useErrorText();
  const [state, setState] = useState<{ busy: boolean; done: boolean; error: unknown }>({
    busy: false,
    done: false,
    error: null,
  });
  const download = async () => {
    setState({ busy: true, done: false, error: null });
    try {
      await downloadPersonalData();
      setState({ busy: false, done: true, error: null });
    } catch (error) {
      setState({ busy: false, done: false, error });
    }
  };
  return (
    <section aria-labelledby="privacy-export" className="privacy-block">
      <h3 id="privacy-export">{t('export.title')}</h3>
      <p>{t('export.explain')}</p>
      <button type="button" className="button button--secondary" disabled={state.busy} onClick={download}>
        {t('export.download')}
      </button>
      <div role="status" aria-live="polite">
        {state.done ? <p className="notice notice--success">{t('export.done')}</p> : null}
      </div>
      {state.error ? (
        <p className="notice notice--error" role="alert">
          {errorText(state.error)}
        </p>
      ) : null}
    </section>
  );
}

function DeletionRequest() {
  const { t } = useTranslation('privacy');
  const errorText = useErrorText();
  const requests = useOwnDeletionRequests();
  const send = useRequestDeletion();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  const pending = requests.data?.some((request) => request.situacao === 'pendente') ?? false;
  return (
    <section aria-labelledby="privacy-deletion" className="privacy-block">
      <h3 id="privacy-deletion">{t('deletion.title')}</h3>
      <p>{t('deletion.explain')}</p>
      {pending ? (
        <p className="notice">{t('deletion.waiting')}</p>
      ) : (
        <form
          className="privacy-form"
          onSubmit={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
        >
          <label htmlFor={reasonId}>{t('deletion.reason')}</label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={2000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <button type="submit" className="button" disabled={send.isPending}>
            {t('deletion.send')}
          </button>
        </form>
      )}
      <div role="status" aria-live="polite">
        {send.isSuccess ? <p className="notice notice--success">{t('deletion.sent')}</p> : null}
      </div>
      {send.isError ? (
        <p className="notice notice--error" role="alert">
          {errorText(send.error)}
        </p>
      ) : null}
      {requests.isError ? <ErrorMessage error={requests.error} onRetry={() => requests.refetch()} /> : null}
      {requests.data && requests.data.length > 0 ? (
        <>
          <h4>{t('deletion.yours')}</h4>
          <ul className="privacy-requests">
            {requests.data.map((request) => (
              <li key={request.cod_pedido}>
                <p>
                  <strong>{t(`deletion.status.${request.situacao}`)}</strong>
                  {' · '}
                  {t('deletion.madeOn', { date: formatDateTime(request.data) })}
                  {request.data_conclusao
                    ? ` · ${t('deletion.answeredOn', { date: formatDate(request.data_conclusao) })}`
                    : null}
                </p>
                {request.resposta ? <p>{t('deletion.reply', { reply: request.resposta })}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('deletion.confirmTitle')}
        content={t('deletion.confirmText')}
        confirmLabel={t('deletion.send')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          send.mutate(reason, { onSuccess: () => setReason('') });
        }}
      />
    </section>
  );
}
