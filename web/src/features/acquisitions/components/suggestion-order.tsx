import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { patronOrdersQuery } from '../api/acquisitions-api.ts';
import { ACQUISITION_HREFS, orderAnchor } from '../utils/acquisition-paths.ts';
import { withTranslations } from './with-translations.tsx';

/**
 * The purchase order a suggestion went into, for the patron's suggestions list: its number and status, linked to
 * the order on the purchase orders screen, and the expected delivery while it is on its way. Nothing otherwise.
 */
function SuggestionOrderContent({ suggestionId }: { suggestionId: number }) {
  const { t, i18n } = useTranslation('acquisitions');
  const orders = useQuery(patronOrdersQuery());
  const order = orders.data?.find((entry) => entry.itens.some((item) => item.cod_sugestao === suggestionId));
  if (!order) return <span className="account-meta">{t('suggestionOrder.none')}</span>;
  return (
    <>
      <Link to={`${ACQUISITION_HREFS.purchaseOrders}#${orderAnchor(order.cod_pedido)}`}>
        {t('suggestionOrder.link', { number: order.cod_pedido, status: t(`orderStatus.${order.situacao}`) })}
      </Link>
      {order.previsao_entrega && (order.situacao === 'aberto' || order.situacao === 'enviado') ? (
        <span className="account-meta">
          {t('suggestionOrder.expected', { date: formatDate(order.previsao_entrega, i18n.language) })}
        </span>
      ) : null}
    </>
  );
}

export const SuggestionOrder = withTranslations(SuggestionOrderContent, 'none');
