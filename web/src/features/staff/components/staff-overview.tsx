import type { StaffQueueCounts, StaffSession } from '@estante/contracts';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.tsx';
import type { StaffArea } from '../utils/staff-area.ts';

/** Each queue of the session's counts, by its name in the staff menu. */
const QUEUE_LABELS: Record<keyof StaffQueueCounts, ParseKeys<'staff'>> = {
  comentarios_pendentes: 'nav.comments',
  sugestoes_abertas: 'nav.suggestions',
  solicitacoes_abertas: 'nav.serviceRequests',
  pedidos_emprestimo: 'nav.loanRequests',
  reservas_na_estante: 'nav.holdsShelf',
};

/** /equipe: who is acting, with which functions, and what waits in their queues. */
export function StaffOverview({ areas, session }: { areas: readonly StaffArea[]; session: StaffSession }) {
  const { t } = useTranslation('staff');
  const { user } = useAuth();
  const links = areas.flatMap((area) => area.links);
  // Every count the session gives, linked to the page that works its queue when an area offers one.
  const waiting = (Object.keys(QUEUE_LABELS) as (keyof StaffQueueCounts)[]).flatMap((queue) => {
    const count = session.contagens[queue];
    if (count === undefined) return [];
    return [{ queue, count, to: links.find((link) => link.count === queue)?.to }];
  });
  const name = user ? user.nome_pessoa || user.login : '';

  return (
    <div className="staff-overview">
      <PageTitle title={t('title')} />
      <h1>{t('title')}</h1>
      <p className="staff-overview__lead">{t('overview.lead', { name })}</p>

      <section aria-labelledby="staff-functions">
        <h2 id="staff-functions">{t('overview.functions')}</h2>
        <ul className="staff-overview__functions">
          {session.funcoes.map((fn) => (
            <li key={fn.codigo}>
              <strong>{t(`functions.${fn.nome}.name`)}</strong>
              <span className="staff-overview__muted"> ({fn.codigo})</span>
              <br />
              <span className="staff-overview__muted">{t(`functions.${fn.nome}.description`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="staff-waiting">
        <h2 id="staff-waiting">{t('overview.waiting')}</h2>
        {waiting.length === 0 ? (
          <p>{t('overview.nothingWaiting')}</p>
        ) : (
          <ul className="staff-overview__queues">
            {waiting.map(({ queue, count, to }) => (
              <li key={queue}>
                {to ? <Link to={paths.staff.getHref(to)}>{t(QUEUE_LABELS[queue])}</Link> : t(QUEUE_LABELS[queue])}
                <span className="staff-overview__count">{t('overview.count', { count })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
