import type { StaffFunctionName, StaffQueueCounts } from '@estante/contracts';
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

/** The menu's groups, in a desk's order of daily use; each is named by its function. */
const GROUP_ORDER: readonly StaffFunctionName[] = [
  'circulation',
  'moderation',
  'acquisitions',
  'cataloguing',
  'reports',
  'siteAdmin',
];

interface MenuGroup {
  fn: StaffFunctionName;
  links: StaffNavLink[];
}

function groupLinks(areas: readonly StaffArea[]): MenuGroup[] {
  return GROUP_ORDER.map((fn) => ({
    fn,
    links: areas.filter((area) => area.function === fn).flatMap((area) => area.links),
  }));
}

/**
 * The staff menu: the overview, then each page the person's functions open, grouped by function (fifteen links in
 * one row read as a wall), with queue counts; the audit trail closes the site administration group.
 */
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
  const groups = groupLinks(areas).filter((group) => group.links.length > 0 || (group.fn === 'siteAdmin' && audit));
  return (
    <nav className="staff-nav" aria-label={t('nav.label')}>
      <NavLink to={paths.staff.getHref()} end className="staff-nav__link staff-nav__overview">
        {t('nav.overview')}
      </NavLink>
      <ul className="staff-nav__groups">
        {groups.map((group) => (
          <li key={group.fn} className="staff-nav__group">
            <span className="staff-nav__group-name" id={`staff-nav-${group.fn}`}>
              {t(`functions.${group.fn}.name`)}
            </span>
            <ul aria-labelledby={`staff-nav-${group.fn}`}>
              {group.links.map((link) => (
                <MenuLink key={link.to} link={link} counts={counts} />
              ))}
              {group.fn === 'siteAdmin' && audit ? (
                <li>
                  <NavLink to={paths.staff.getHref('auditoria')} className="staff-nav__link">
                    {t('nav.audit')}
                  </NavLink>
                </li>
              ) : null}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
