import type { StaffSession } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.tsx';
import type { StaffArea } from '../utils/staff-area.ts';

/** /equipe: who is acting, with which functions, and what waits in their queues. */
export function StaffOverview({ areas, session }: { areas: readonly StaffArea[]; session: StaffSession }) {
  const { t } = useTranslation('staff');
  const { user } = useAuth();
  const waiting = areas
    .flatMap((area) => area.links)
    .flatMap((link) => {
      const count = link.count ? session.contagens[link.count] : undefined;
      return count === undefined ? [] : [{ link, count }];
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
            {waiting.map(({ link, count }) => (
              <li key={link.to}>
                <Link to={paths.staff.getHref(link.to)}>{t(link.label)}</Link>
                <span className="staff-overview__count">{t('overview.count', { count })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
