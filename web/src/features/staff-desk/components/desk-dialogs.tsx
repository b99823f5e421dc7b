import type { PendingDebt } from '@estante/contracts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/dialog/modal.tsx';
import { formatMoney, toCents } from '../../../lib/format.ts';
import { useAddSuspension, useReceivePayment, useWaiveDebt } from '../api/desk-api.ts';
import { useDeskErrorText } from '../utils/desk-text.ts';

/** An amount typed at the desk: "2,50", "2.50" or "2" (the comma is the decimal mark in pt, es, fr, it). */
export function parseAmount(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  const value = Number(normalised);
  return value > 0 ? value : null;
}

interface DeskDialogProps {
  title: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** A small form in a modal: Cancel first, the action second, the refusal announced inside the dialog. */
function DeskDialog({ title, submitLabel, busy, error, onClose, onSubmit, children }: DeskDialogProps) {
  const { t } = useTranslation('desk');
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      open
      size="small"
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={busy}>
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="desk-dialog">
        {children}
        <div role="alert">{error ? <p className="notice notice--error">{error}</p> : null}</div>
      </form>
    </Modal>
  );
}

interface DebtDialogProps {
  debt: PendingDebt;
  onClose: () => void;
  onDone: (text: string) => void;
}

/** Records money received towards a debt; the balance is offered, a larger amount is refused by the server. */
/** What a payment or a waiver acts on: the debt's reason and its balance. */
function DebtHeading({ debt }: { debt: PendingDebt }) {
  const { t, i18n } = useTranslation('desk');
  return (
    <p>
      {debt.motivo}
      <br />
      {t('dialog.balance', { amount: formatMoney(toCents(debt.saldo), i18n.language) })}
    </p>
  );
}

export function PaymentDialog({ debt, onClose, onDone }: DebtDialogProps) {
  const { t, i18n } = useTranslation('desk');
  const language = i18n.language;
  const pay = useReceivePayment();
  const errorText = useDeskErrorText();
  const amountId = useId();
  const [amount, setAmount] = useState(String(debt.saldo.toFixed(2)));
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const value = parseAmount(amount);
    if (value === null) return setError(t('dialog.amountInvalid'));
    try {
      const paid = await pay.mutateAsync({ debtId: debt.cod_debito!, amount: value });
      onDone(
        t('payment.done', {
          amount: formatMoney(toCents(value), language),
          balance: formatMoney(toCents(paid.saldo), language),
        }),
      );
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  return (
    <DeskDialog
      title={t('payment.title')}
      submitLabel={t('payment.submit')}
      busy={pay.isPending}
      error={error}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <DebtHeading debt={debt} />
      <div className="field">
        <label htmlFor={amountId}>{t('payment.amount')}</label>
        <input id={amountId} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </div>
    </DeskDialog>
  );
}

/** Waives part or all of a debt with a reason: its own operation, kept apart from payments and audited. */
export function WaiverDialog({ debt, onClose, onDone }: DebtDialogProps) {
  const { t, i18n } = useTranslation('desk');
  const language = i18n.language;
  const waive = useWaiveDebt();
  const errorText = useDeskErrorText();
  const reasonId = useId();
  const amountId = useId();
  const amountHintId = useId();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (reason.trim() === '') return setError(t('errors.MotivoAbonoObrigatorio'));
    const value = amount.trim() === '' ? undefined : parseAmount(amount);
    if (value === null) return setError(t('dialog.amountInvalid'));
    try {
      const waived = await waive.mutateAsync({ debtId: debt.cod_debito!, reason: reason.trim(), amount: value });
      onDone(
        t('waiver.done', {
          amount: formatMoney(toCents(waived.valor_abonado), language),
          balance: formatMoney(toCents(waived.saldo), language),
        }),
      );
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  return (
    <DeskDialog
      title={t('waiver.title')}
      submitLabel={t('waiver.submit')}
      busy={waive.isPending}
      error={error}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <DebtHeading debt={debt} />
      <div className="field">
        <label htmlFor={reasonId}>{t('waiver.reason')}</label>
        <textarea id={reasonId} rows={3} required value={reason} onChange={(event) => setReason(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={amountId}>{t('waiver.amount')}</label>
        <input
          id={amountId}
          inputMode="decimal"
          aria-describedby={amountHintId}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <p id={amountHintId} className="desk__hint">
          {t('waiver.amountHint')}
        </p>
      </div>
    </DeskDialog>
  );
}

/** Suspends the patron's borrowing, until a day or until lifted. */
export function SuspensionDialog({
  login,
  onClose,
  onDone,
}: {
  login: string;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('desk');
  const add = useAddSuspension();
  const errorText = useDeskErrorText();
  const reasonId = useId();
  const untilId = useId();
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (reason.trim() === '') return setError(t('suspensions.reasonRequired'));
    try {
      await add.mutateAsync({ login, reason: reason.trim(), until: until || null });
      onDone(t('suspensions.added'));
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  return (
    <DeskDialog
      title={t('suspensions.dialogTitle')}
      submitLabel={t('suspensions.submit')}
      busy={add.isPending}
      error={error}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <div className="field">
        <label htmlFor={reasonId}>{t('suspensions.reason')}</label>
        <textarea id={reasonId} rows={3} required value={reason} onChange={(event) => setReason(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={untilId}>{t('suspensions.untilField')}</label>
        <input id={untilId} type="date" value={until} onChange={(event) => setUntil(event.target.value)} />
      </div>
    </DeskDialog>
  );
}
