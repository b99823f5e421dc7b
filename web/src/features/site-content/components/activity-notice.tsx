import { currentLanguage } from '../../../lib/i18n.ts';
import { useActivityNotice } from '../api/library-pages.ts';
import { SiteText } from './site-sections.tsx';

/**
 * The notice staff wrote for a feature (GET /parametros/atividade/{id}/informativo), shown beside that feature: the
 * footer's forms, the personal area. Nothing when the activity has no notice or is switched off.
 */
export function ActivityNotice({ activity }: { activity: number }) {
  const notice = useActivityNotice(activity);
  const text = notice.data?.informativo?.trim();
  if (!text) return null;
  return (
    <div className="notice activity-notice" lang={currentLanguage()}>
      <SiteText text={text} />
    </div>
  );
}
