import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { alertsQuery } from '../api/profile-api.ts';

/** The count of unread alerts beside "Alertas" in the menu, so a patron sees that something is waiting. */
export function UnreadAlertsBadge() {
  const { t } = useTranslation('profile');
  // The same query as the unfiltered alerts list: marking one read updates both.
  const alerts = useQuery(alertsQuery({}));
  const unread = alerts.data?.filter((alert) => !alert.lido).length ?? 0;
  if (unread === 0) return null;
  return (
    <>
      {' '}
      <span className="badge badge--success" aria-hidden="true">
        {unread}
      </span>
      <span className="visually-hidden">({t('alerts.unreadCount', { count: unread })})</span>
    </>
  );
}
