import { filterPhone, isValidEmail, type LoanRequestInitialInformation } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { SignInToSend } from '../../shell/index.ts';
import { loanRequestOptionsQuery, useRequestLoan } from '../api/account-api.ts';
import { useApiRefusal } from '../hooks/use-account-text.ts';
import { accountPaths } from '../utils/account-paths.ts';
import { CopyChoiceSelect, initialChoice, UNSET } from './copy-choice-select.tsx';
import { StandingBanner } from './standing-banner.tsx';
import '../account.css';

/** /acervo/{id}/solicitacao-emprestimo: the loan request form (spec 001 §7.13). */
export function RecordLoanRequestTab({ recordId }: { recordId: number }) {
  const { user } = useAuth();
  const { t } = useTranslation('account');
  const options = useQuery({ ...loanRequestOptionsQuery(recordId), enabled: !!user });
  if (!user) return <SignInToSend />;
  if (options.isPending) return <p>{t('loading')}</p>;
  if (options.isError) return <ErrorMessage error={options.error} onRetry={() => options.refetch()} />;
  return (
    <>
      <StandingBanner form="loanRequest" />
      <LoanRequestForm recordId={recordId} options={options.data} />
    </>
  );
}

function LoanRequestForm({ recordId, options }: { recordId: number; options: LoanRequestInitialInformation }) {
  const { t } = useTranslation('account');
  const request = useRequestLoan();
  const apiRefusal = useApiRefusal();
  const id = useId();
  const withCopies = options.bibliotecas_origem.filter((library) => library.disponiveis > 0);
  const [source, setSource] = useState(withCopies.length === 1 ? withCopies[0]!.codigo : '');
  const [receiving, setReceiving] = useState('');
  const [volume, setVolume] = useState(initialChoice(options.volumes));
  const [tome, setTome] = useState(initialChoice(options.tomos));
  const [part, setPart] = useState(initialChoice(options.partes));
  const [material, setMaterial] = useState(initialChoice(options.materiais));
  const [phone, setPhone] = useState(filterPhone(options.telefone ?? ''));
  const [email, setEmail] = useState(options.email ?? '');
  const [location, setLocation] = useState('');
  const [authorised, setAuthorised] = useState('');
  const [home, setHome] = useState(false);
  const [address, setAddress] = useState('');
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'warning'; text: string; created?: boolean } | null>(null);

  const problem = (): string | null => {
    if (!phone.trim() || !email.trim()) return t('requestForm.phoneEmailRequired');
    if (!isValidEmail(email.trim())) return t('requestForm.invalidEmail');
    if ([volume, tome, part, material].includes(UNSET) || !source) return t('holdForm.selectAll');
    if (!receiving) return t('requestForm.selectReceivingLibrary');
    if (home && !address.trim()) return t('requestForm.enterAddress');
    if (!home && !location) return t('requestForm.selectLocation');
    return null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problem();
    if (found) return setOutcome({ kind: 'warning', text: found });
    request.mutate(
      {
        recordId,
        body: {
          biblioteca_origem: source,
          biblioteca_recebimento: receiving,
          volume,
          tomo: tome,
          parte: part,
          material_adicional: material,
          telefone: phone.trim(),
          email: email.trim(),
          cod_local_recebimento: home ? null : Number(location),
          pessoa_autorizada: authorised.trim() || null,
          domicilio: home,
          recebimento_textual: home ? address.trim() : null,
        },
      },
      {
        onSuccess: (result) =>
          setOutcome({
            kind: 'success',
            text: t('requestForm.created', { protocol: result.protocolo }),
            created: true,
          }),
        onError: (error) => setOutcome({ kind: 'warning', text: apiRefusal(error) ?? String(error) }),
      },
    );
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('requestForm.heading')}</h2>
      <div className="account-field">
        <label htmlFor={`${id}-source`}>{t('requestForm.sourceLibrary')}</label>
        <select id={`${id}-source`} value={source} required onChange={(event) => setSource(event.target.value)}>
          <option value="" disabled>
            {t('holdForm.choose')}
          </option>
          {options.bibliotecas_origem.map((library) => (
            <option key={library.codigo} value={library.codigo}>
              {library.descricao} ({library.disponiveis})
            </option>
          ))}
        </select>
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
      <div className="account-field">
        <label htmlFor={`${id}-receiving`}>{t('requestForm.receivingLibrary')}</label>
        <select
          id={`${id}-receiving`}
          value={receiving}
          required
          onChange={(event) => setReceiving(event.target.value)}
        >
          <option value="" disabled>
            {t('holdForm.choose')}
          </option>
          {options.bibliotecas_recebimento.map((library) => (
            <option key={library.codigo} value={library.codigo}>
              {library.descricao}
            </option>
          ))}
        </select>
      </div>
      <div className="account-field">
        <label htmlFor={`${id}-phone`}>{t('requestForm.phone')}</label>
        <input
          id={`${id}-phone`}
          type="tel"
          required
          maxLength={16}
          value={phone}
          onChange={(event) => setPhone(filterPhone(event.target.value))}
        />
      </div>
      <div className="account-field">
        <label htmlFor={`${id}-email`}>{t('requestForm.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="account-field">
        <label htmlFor={`${id}-authorised`}>{t('requestForm.authorisedPerson')}</label>
        <input id={`${id}-authorised`} value={authorised} onChange={(event) => setAuthorised(event.target.value)} />
      </div>
      <div className="account-field account-field--check">
        <input id={`${id}-home`} type="checkbox" checked={home} onChange={(event) => setHome(event.target.checked)} />
        <label htmlFor={`${id}-home`}>{t('requestForm.homeDelivery')}</label>
      </div>
      {home ? (
        <div className="account-field">
          <label htmlFor={`${id}-address`}>{t('requestForm.address')}</label>
          <textarea
            id={`${id}-address`}
            rows={3}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
        </div>
      ) : (
        <div className="account-field">
          <label htmlFor={`${id}-location`}>{t('requestForm.receivingLocation')}</label>
          <select id={`${id}-location`} value={location} onChange={(event) => setLocation(event.target.value)}>
            <option value="" disabled>
              {t('holdForm.choose')}
            </option>
            {options.locais_recebimento.map((entry) => (
              <option key={entry.codigo} value={String(entry.codigo)}>
                {entry.descricao}
              </option>
            ))}
          </select>
        </div>
      )}
      <div role="status" aria-live="polite">
        {outcome ? (
          <p className={`notice notice--${outcome.kind}`}>
            {outcome.text}{' '}
            {outcome.created ? <Link to={accountPaths.loanRequests.href}>{t('loanRequests.title')}</Link> : null}
          </p>
        ) : null}
      </div>
      <div className="account-actions">
        <button type="submit" className="button button--primary" disabled={request.isPending}>
          {t('requestForm.submit')}
        </button>
      </div>
    </form>
  );
}
