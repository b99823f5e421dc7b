import type { DeskPatronMatch } from '@estante/contracts';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useCheckIn, useCheckOut } from '../api/desk-api.ts';
import { routingText, useDeskErrorText } from '../utils/desk-text.ts';
import { PatronFinder } from './patron-finder.tsx';
import { PatronSummary } from './patron-summary.tsx';

type Mode = 'checkout' | 'checkin';

/** One line of the session's log: what a scan did, newest first. */
interface DeskEvent {
  id: number;
  kind: 'success' | 'error' | 'trap';
  text: string;
}

/** The live regions' text: polite for what went well, assertive for a refusal the clerk must see. */
interface Announcement {
  kind: 'success' | 'error';
  text: string;
}

/**
 * /equipe/balcao: the circulation desk, made for a barcode scanner (it types the barcode and Enter). Check-out: find
 * the patron (Enter), then scan copy after copy; the barcode field keeps the focus, so twenty check-outs need no
 * mouse. Check-in: scan; a copy trapped for a hold says where it goes. Each result is announced and listed.
 */
export function DeskScreen() {
  const { t, i18n } = useTranslation('desk');
  const language = i18n.language;
  const errorText = useDeskErrorText();
  const [mode, setMode] = useState<Mode>('checkout');
  const [patron, setPatron] = useState<DeskPatronMatch | null>(null);
  const [events, setEvents] = useState<DeskEvent[]>([]);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const nextId = useRef(1);
  const checkOut = useCheckOut();
  const checkIn = useCheckIn();
  const barcodeRef = useRef<HTMLInputElement>(null);
  const patronRef = useRef<HTMLInputElement>(null);
  const barcodeId = useId();
  const hintId = useId();

  const log = (kind: DeskEvent['kind'], text: string) => {
    const id = nextId.current++;
    setEvents((current) => [{ id, kind, text }, ...current].slice(0, 200));
  };
  const announce = (kind: Announcement['kind'], text: string) => setAnnouncement({ kind, text });

  // The field a scanner types into has the focus: the patron field until a patron is chosen, then the barcode. A layout
  // effect, so the focus is there before the screen paints: a scan read in between would go to the page body.
  useLayoutEffect(() => {
    if (mode === 'checkin' || patron) barcodeRef.current?.focus();
    else patronRef.current?.focus();
  }, [mode, patron]);

  const choosePatron = (chosen: DeskPatronMatch | null) => {
    setPatron(chosen);
    if (chosen) announce('success', t('patron.chosen', { name: chosen.nome }));
  };

  const submitBarcode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = barcodeRef.current;
    const barcode = input?.value.trim() ?? '';
    if (!input || barcode === '') return;
    // Cleared at once, so the next scan can follow while this one is answered.
    input.value = '';
    input.focus();
    if (mode === 'checkout') {
      if (!patron) {
        announce('error', t('checkout.needPatron'));
        return;
      }
      try {
        const loan = await checkOut.mutateAsync({ login: patron.usuario, barcode });
        const text = t('checkout.done', {
          title: loan.titulo,
          barcode: loan.codigo_barras ?? barcode,
          date: formatDate(loan.data_devolucao_prevista, language),
        });
        log('success', text);
        announce('success', text);
      } catch (error) {
        const text = t('checkout.refused', { barcode, reason: errorText(error, barcode) });
        log('error', text);
        announce('error', text);
      }
      return;
    }
    try {
      const returned = await checkIn.mutateAsync(barcode);
      const parts = [t('checkin.done', { title: returned.titulo, barcode: returned.codigo_barras ?? barcode })];
      if (returned.multa > 0)
        parts.push(t('checkin.fine', { amount: formatMoney(Math.round(returned.multa * 100), language) }));
      const trap = routingText(t, language, returned);
      if (trap) parts.push(trap);
      const text = parts.join(' ');
      log(trap ? 'trap' : 'success', text);
      announce('success', text);
    } catch (error) {
      const text = t('checkin.refused', { barcode, reason: errorText(error, barcode) });
      log('error', text);
      announce('error', text);
    }
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setAnnouncement(null);
  };

  return (
    <section className="desk" aria-labelledby="desk-title">
      <PageTitle title={t('title')} />
      <h1 id="desk-title" className="desk__title">
        {t('title')}
      </h1>
      <fieldset className="desk__modes">
        <legend className="visually-hidden">{t('mode.label')}</legend>
        {(['checkout', 'checkin'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={`button ${mode === option ? 'button--primary' : 'button--secondary'}`}
            aria-pressed={mode === option}
            onClick={() => switchMode(option)}
          >
            {t(`mode.${option}`)}
          </button>
        ))}
      </fieldset>

      {mode === 'checkout' ? <PatronFinder inputRef={patronRef} patron={patron} onChoose={choosePatron} /> : null}

      <form className="desk__scan" onSubmit={(event) => void submitBarcode(event)}>
        <div className="field">
          <label htmlFor={barcodeId}>{mode === 'checkout' ? t('checkout.barcode') : t('checkin.barcode')}</label>
          <div className="desk__row">
            <input
              ref={barcodeRef}
              id={barcodeId}
              name="codigo_barras"
              autoComplete="off"
              spellCheck={false}
              aria-describedby={hintId}
            />
            <button type="submit" className="button button--primary">
              {mode === 'checkout' ? t('checkout.submit') : t('checkin.submit')}
            </button>
          </div>
          <p id={hintId} className="desk__hint">
            {mode === 'checkout' && !patron ? t('checkout.needPatron') : t('scan.hint')}
          </p>
        </div>
      </form>

      <div className="desk__live">
        <div role="status" aria-live="polite" aria-atomic="true">
          {announcement?.kind === 'success' ? <p className="notice notice--success">{announcement.text}</p> : null}
        </div>
        <div role="alert" aria-atomic="true">
          {announcement?.kind === 'error' ? <p className="notice notice--error">{announcement.text}</p> : null}
        </div>
      </div>

      <section className="desk__session" aria-labelledby="desk-session-title">
        <h2 id="desk-session-title">{t('session.title')}</h2>
        {events.length === 0 ? (
          <p className="desk__hint">{t('session.empty')}</p>
        ) : (
          <ol className="desk__log" aria-labelledby="desk-session-title">
            {events.map((event) => (
              <li key={event.id} className={`desk__log-item desk__log-item--${event.kind}`}>
                {event.text}
              </li>
            ))}
          </ol>
        )}
      </section>

      {mode === 'checkout' && patron ? <PatronSummary personId={patron.cod_pessoa} onAnnounce={announce} /> : null}
    </section>
  );
}
