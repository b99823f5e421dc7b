import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { toast } from '../../../components/toast/toast-store.ts';
import { formatDate } from '../../../lib/format.ts';
import {
  type StaffSuggestion,
  suggestionStatusesQuery,
  useChangeSuggestion,
  useOpenOrders,
  useOrderSuggestion,
  useSuggestionQueue,
} from '../api/queues-api.ts';
import { QUEUE_PATHS } from '../utils/queue-paths.ts';
import { QueueHeader, QueuePager, QueueResults, QueueTable } from './queue-controls.tsx';
import { QueueFormDialog } from './queue-dialog.tsx';
import { QueueFilterBar, useQueueFilter } from './queue-filters.tsx';
import { QueueTabs } from './queue-tabs.tsx';

/** Suggestions that may go into an order (purchase-order-rules.ts on the server says the same). */
const ORDERABLE = new Set(['pre_sugestao', 'sugestao_compra', 'em_cotacao', 'em_negociacao']);

export function AcquisitionTabs() {
  const { t } = useTranslation('queues');
  return (
    <QueueTabs
      label={t('suggestions.tabs')}
      tabs={[
        { to: QUEUE_PATHS.suggestions, label: t('suggestions.title') },
        { to: QUEUE_PATHS.orders, label: t('orders.title') },
      ]}
    />
  );
}

/**
 * /equipe/filas/sugestoes: purchase suggestions through the fourteen statuses of spec 000 §3, each change with an
 * optional note to the patron, and into purchase orders (which then move them).
 */
export function SuggestionsScreen() {
  const { t, i18n } = useTranslation('queues');
  const language = i18n.language;
  const filters = useQueueFilter({ situacao: 'sugestao_compra' });
  const queue = useSuggestionQueue(filters.filter);
  const statuses = useQuery(suggestionStatusesQuery(language));
  const [changing, setChanging] = useState<StaffSuggestion | null>(null);
  const [ordering, setOrdering] = useState<StaffSuggestion | null>(null);

  return (
    <section className="queue">
      <QueueHeader title={t('suggestions.title')} lead={t('suggestions.lead')} />
      <AcquisitionTabs />
      <QueueFilterBar
        filters={filters}
        status={{
          counts: queue.data?.contagens,
          options: (statuses.data ?? []).map((status) => ({ value: status.codigo, label: status.descricao })),
        }}
      />
      <QueueResults query={queue} empty={t('suggestions.empty')}>
        {(suggestions) => (
          <QueueTable
            caption={t('suggestions.title')}
            columns={[
              t('suggestions.colTitle'),
              t('suggestions.colPatron'),
              t('suggestions.colLibrary'),
              t('suggestions.colSent'),
              t('suggestions.colStatus'),
            ]}
            actions={t('actions')}
          >
            {suggestions.map((suggestion) => {
              const inActiveOrder = suggestion.situacao_pedido === 'aberto' || suggestion.situacao_pedido === 'enviado';
              return (
                <tr key={suggestion.cod_sugestao}>
                  <td data-label={t('suggestions.colTitle')}>
                    <strong>{suggestion.titulo}</strong>
                    <span className="queue__meta">
                      {[suggestion.autor, suggestion.edicao, suggestion.editor, suggestion.isbn_issn]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                    {suggestion.outras_inf ? <span className="queue__meta">{suggestion.outras_inf}</span> : null}
                  </td>
                  <td data-label={t('suggestions.colPatron')}>{suggestion.nome ?? t('comments.anonymous')}</td>
                  <td data-label={t('suggestions.colLibrary')}>{suggestion.desc_biblioteca}</td>
                  <td data-label={t('suggestions.colSent')}>{formatDate(suggestion.data, language)}</td>
                  <td data-label={t('suggestions.colStatus')}>
                    <span className="queue-badge">{suggestion.desc_situacao}</span>
                    {suggestion.cod_pedido ? (
                      <span className="queue__meta">
                        <Link to={QUEUE_PATHS.order(suggestion.cod_pedido)}>
                          {t('suggestions.inOrder', { order: suggestion.cod_pedido })}
                        </Link>
                      </span>
                    ) : null}
                    {suggestion.nota ? (
                      <span className="queue__meta">{t('suggestions.noteShown', { note: suggestion.nota })}</span>
                    ) : null}
                  </td>
                  <td>
                    <div className="queue__actions">
                      {inActiveOrder ? null : (
                        <button
                          type="button"
                          className="button button--secondary"
                          onClick={() => setChanging(suggestion)}
                          aria-label={t('suggestions.changeNamed', { title: suggestion.titulo })}
                        >
                          {t('suggestions.change')}
                        </button>
                      )}
                      {!suggestion.cod_pedido && ORDERABLE.has(suggestion.situacao) ? (
                        <button
                          type="button"
                          className="button button--primary"
                          onClick={() => setOrdering(suggestion)}
                          aria-label={t('suggestions.orderNamed', { title: suggestion.titulo })}
                        >
                          {t('suggestions.order')}
                        </button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </QueueTable>
        )}
      </QueueResults>
      <QueuePager filters={filters} total={queue.data?.total} />
      {changing ? (
        <ChangeStatusDialog suggestion={changing} statuses={statuses.data ?? []} onClose={() => setChanging(null)} />
      ) : null}
      {ordering ? <OrderSuggestionDialog suggestion={ordering} onClose={() => setOrdering(null)} /> : null}
    </section>
  );
}

function ChangeStatusDialog({
  suggestion,
  statuses,
  onClose,
}: {
  suggestion: StaffSuggestion;
  statuses: readonly { codigo: string; descricao: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['queues', 'common']);
  const change = useChangeSuggestion();
  const [status, setStatus] = useState(suggestion.situacao);
  const [note, setNote] = useState('');
  const statusId = useId();
  const noteId = useId();
  const hintId = useId();
  const submit = () =>
    change.mutate(
      { id: suggestion.cod_sugestao, status, note: note.trim() },
      {
        onSuccess: () => {
          toast.success(t('suggestions.changed', { title: suggestion.titulo }));
          onClose();
        },
      },
    );
  return (
    <QueueFormDialog
      title={t('suggestions.changeTitle', { title: suggestion.titulo })}
      submitLabel={t('suggestions.save')}
      onSubmit={submit}
      onClose={onClose}
      mutation={change}
    >
      <div className="field">
        <label htmlFor={statusId}>{t('suggestions.newStatus')}</label>
        <select id={statusId} value={status} onChange={(event) => setStatus(event.target.value)}>
          {statuses.map((option) => (
            <option key={option.codigo} value={option.codigo}>
              {option.descricao}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={noteId}>{t('suggestions.note')}</label>
        <textarea
          id={noteId}
          rows={4}
          maxLength={2000}
          value={note}
          aria-describedby={hintId}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={hintId} className="queue__hint">
          {suggestion.nome ? t('suggestions.noteHint') : t('suggestions.noteNoPatron')}
        </p>
      </div>
    </QueueFormDialog>
  );
}

const NEW_ORDER = 'novo';

function OrderSuggestionDialog({ suggestion, onClose }: { suggestion: StaffSuggestion; onClose: () => void }) {
  const { t, i18n } = useTranslation(['queues', 'common']);
  const orders = useOpenOrders(suggestion.biblioteca);
  const order = useOrderSuggestion();
  const [choice, setChoice] = useState('');
  const [supplier, setSupplier] = useState('');
  const [delivery, setDelivery] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [price, setPrice] = useState('');
  const ids = {
    order: useId(),
    supplier: useId(),
    delivery: useId(),
    quantity: useId(),
    price: useId(),
  };
  const open = orders.data?.itens ?? [];
  // With no open order at this library, the only choice is a new one.
  const selected = choice || (orders.data && open.length === 0 ? NEW_ORDER : String(open[0]?.cod_pedido ?? ''));
  const submit = () => {
    const isNew = selected === NEW_ORDER;
    order.mutate(
      {
        orderId: isNew ? null : Number(selected),
        newOrder: isNew
          ? { biblioteca: suggestion.biblioteca, fornecedor: supplier.trim(), previsao_entrega: delivery || null }
          : undefined,
        item: {
          cod_sugestao: suggestion.cod_sugestao,
          quantidade: Math.max(1, Number.parseInt(quantity, 10) || 1),
          preco_unitario: Number.parseFloat(price.replace(',', '.')) || 0,
        },
      },
      {
        onSuccess: (detail) => {
          toast.success(t('suggestions.ordered', { title: suggestion.titulo, order: detail.cod_pedido }));
          onClose();
        },
      },
    );
  };
  return (
    <QueueFormDialog
      title={t('suggestions.orderTitle', { title: suggestion.titulo })}
      submitLabel={t('suggestions.addToOrder')}
      onSubmit={submit}
      onClose={onClose}
      mutation={order}
      submitDisabled={!orders.data}
    >
      <p>{t('suggestions.orderLead', { library: suggestion.desc_biblioteca })}</p>
      <div className="field">
        <label htmlFor={ids.order}>{t('suggestions.orderChoice')}</label>
        <select id={ids.order} value={selected} onChange={(event) => setChoice(event.target.value)}>
          {open.map((candidate) => (
            <option key={candidate.cod_pedido} value={candidate.cod_pedido}>
              {t('suggestions.orderOption', {
                order: candidate.cod_pedido,
                supplier: candidate.fornecedor,
                date: formatDate(candidate.data_criacao, i18n.language),
              })}
            </option>
          ))}
          <option value={NEW_ORDER}>{t('suggestions.newOrder')}</option>
        </select>
      </div>
      {selected === NEW_ORDER ? (
        <div className="field-row queue__pair">
          <div className="field">
            <label htmlFor={ids.supplier}>
              {t('orders.supplier')} <span className="field__required">*</span>
            </label>
            <input
              id={ids.supplier}
              required
              maxLength={200}
              value={supplier}
              onChange={(event) => setSupplier(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={ids.delivery}>{t('orders.expectedDelivery')}</label>
            <input
              id={ids.delivery}
              type="date"
              value={delivery}
              onChange={(event) => setDelivery(event.target.value)}
            />
          </div>
        </div>
      ) : null}
      <div className="field-row queue__pair">
        <div className="field">
          <label htmlFor={ids.quantity}>{t('orders.quantity')}</label>
          <input
            id={ids.quantity}
            type="number"
            min={1}
            max={10000}
            required
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.price}>{t('orders.unitPrice')}</label>
          <input
            id={ids.price}
            inputMode="decimal"
            pattern="[0-9]+([.,][0-9]{1,2})?"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
        </div>
      </div>
    </QueueFormDialog>
  );
}
