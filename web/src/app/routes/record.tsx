import { useLocation, useParams } from 'react-router';
import { RecordDescription } from '../../features/record/components/record-description.tsx';
import { RecordMarc } from '../../features/record/components/record-marc.tsx';
import { RecordScreen, sectionFromPath, useRecordOutlet } from '../../features/record/components/record-screen.tsx';
import { SectionPlaceholder } from '../../features/record/components/section-placeholder.tsx';

/** /acervo/:codAcervo: the title page; its sections render in the outlet. */
export function RecordRoute() {
  const { codAcervo } = useParams();
  return <RecordScreen recordIdParam={codAcervo} />;
}

export function RecordDescriptionRoute() {
  const { record } = useRecordOutlet();
  return <RecordDescription record={record} />;
}

export function RecordMarcRoute() {
  const { record } = useRecordOutlet();
  return <RecordMarc recordId={record.cod_acervo} />;
}

/** Sections still to be built: copies, reference, Dublin Core, hold, loan request, kardex, summaries… */
export function RecordSectionPlaceholderRoute() {
  const { pathname } = useLocation();
  return <SectionPlaceholder section={sectionFromPath(pathname)} />;
}
