import type { StaffQueueCounts } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatInteger } from '../../../lib/format.ts';
import type { StaffArea, StaffNavLink } from '../utils/staff-area.ts';

function CountBadge({ count }: { count: number }) {
  // The comma is read, not shown: the link is named "Comments to approve, 3".
  return (
    <span className={count > 0 ? 'staff-nav__count' : 'staff-nav__count staff-nav__count--zero'}>
      <span className="visually-hidden">, </span>
      {formatInteger(count)}
    </span>
  );
}

function MenuLink({ link, counts }: { link: StaffNavLink; counts: StaffQueueCounts }) {
  const { t } = useTranslation('staff');
  const count = link.count ? counts[link.count] : undefined;
  return (
    <li>
      <NavLink to={paths.staff.getHref(link.to)} className="staff-nav__link">
        <span>{t(link.label)}</span>
        {count === undefined ? null : <CountBadge count={count} />}
      </NavLink>
    </li>
  );
}

/** The staff menu: the overview, each page the person's functions open, with queue counts; the audit trail. */
export function StaffNav({
  areas,
  audit,
  counts,
}: {
  areas: readonly StaffArea[];
  audit: boolean;
  counts: StaffQueueCounts;
}) {
  const { t } = useTranslation('staff');
  return (
    <nav className="staff-nav" aria-label={t('nav.label')}>
      <ul>
        <li>
          <NavLink to={paths.staff.getHref()} end className="staff-nav__link">
            {t('nav.overview')}
          </NavLink>
        </li>
        {areas
          .flatMap((area) => area.links)
          .map((link) => (
            <MenuLink key={link.to} link={link} counts={counts} />
          ))}
        {audit ? (
          <li>
            <NavLink to={paths.staff.getHref('auditoria')} className="staff-nav__link">
              {t('nav.audit')}
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
