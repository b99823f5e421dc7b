import type { PatronPurchaseOrder } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { formatDate, formatInteger } from '../../../lib/format.ts';
import { patronOrdersQuery } from '../api/acquisitions-api.ts';
import { ACQUISITION_HREFS, orderAnchor } from '../utils/acquisition-paths.ts';
import '../acquisitions.css';
import { withTranslations } from './with-translations.tsx';

/**
 * The purchase orders the patron's suggestions went into (spec 000 §1 "purchase orders", §3 "Acquisition"): each
 * with its status, dates and copy counts, and the patron's own titles in it.
 */
function PurchaseOrdersScreenContent() {
  const { t } = useTranslation('acquisitions');
  const orders = useQuery(patronOrdersQuery());
  return (
    <section aria-labelledby="purchase-orders-heading" className="account-section acquisitions">
      <h2 id="purchase-orders-heading">{t('orders.title')}</h2>
      <p>{t('orders.intro')}</p>
      {orders.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : orders.isError ? (
        <ErrorMessage error={orders.error} title={t('orders.failed')} />
      ) : orders.data.length === 0 ? (
        <p>
          {t('orders.empty')} <Link to={ACQUISITION_HREFS.suggestions}>{t('orders.toSuggestions')}</Link>
        </p>
      ) : (
        <ul className="acquisitions__orders">
          {orders.data.map((order) => (
            <li key={order.cod_pedido}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderCard({ order }: { order: PatronPurchaseOrder }) {
  const { t, i18n } = useTranslation('acquisitions');
  const language = i18n.language;
  const headingId = `${orderAnchor(order.cod_pedido)}-heading`;
  const dateOr = (value: string | null) => (value ? formatDate(value, language) : t('orders.notYet'));
  return (
    <article id={orderAnchor(order.cod_pedido)} aria-labelledby={headingId} className="acquisitions__order">
      <h3 id={headingId}>
        {t('orders.number', { number: order.cod_pedido })}{' '}
        <span className={`badge acquisitions__status acquisitions__status--${order.situacao}`}>
          {t(`orderStatus.${order.situacao}`)}
        </span>
      </h3>
      <dl className="acquisitions__facts">
        <div>
          <dt>{t('orders.library')}</dt>
          <dd>{order.desc_biblioteca}</dd>
        </div>
        <div>
          <dt>{t('orders.createdAt')}</dt>
          <dd>{formatDate(order.data_criacao, language)}</dd>
        </div>
        <div>
          <dt>{t('orders.quoteDate')}</dt>
          <dd>{dateOr(order.data_cotacao)}</dd>
        </div>
        <div>
          <dt>{t('orders.sentAt')}</dt>
          <dd>{dateOr(order.data_envio)}</dd>
        </div>
        <div>
          <dt>{t('orders.expectedDelivery')}</dt>
          <dd>{dateOr(order.previsao_entrega)}</dd>
        </div>
        {order.data_conclusao ? (
          <div>
            <dt>{order.situacao === 'cancelado' ? t('orders.cancelledAt') : t('orders.receivedAt')}</dt>
            <dd>{formatDate(order.data_conclusao, language)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('orders.itemCount')}</dt>
          <dd>{formatInteger(order.quantidade_itens, language)}</dd>
        </div>
        <div>
          <dt>{t('orders.delivered')}</dt>
          <dd>{formatInteger(order.total_entregue, language)}</dd>
        </div>
      </dl>
      <div className="table-scroller">
        <table className="data-table">
          <caption>{t('orders.yourTitles')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.colTitle')}</th>
              <th scope="col">{t('orders.colForeign')}</th>
              <th scope="col">{t('orders.colRequester')}</th>
              <th scope="col">{t('orders.colQuantity')}</th>
              <th scope="col">{t('orders.colReceived')}</th>
            </tr>
          </thead>
          <tbody>
            {order.itens.map((item) => (
              <tr key={item.cod_sugestao}>
                <th scope="row">
                  {item.titulo}
                  {item.autor ? <span className="account-meta">{item.autor}</span> : null}
                </th>
                <td>{item.titulo_estrangeiro ? t('yes') : t('no')}</td>
                <td>{item.solicitante}</td>
                <td>{formatInteger(item.quantidade, language)}</td>
                <td>{formatInteger(item.quantidade_recebida, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}

export const PurchaseOrdersScreen = withTranslations(PurchaseOrdersScreenContent);
