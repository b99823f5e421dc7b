import type { RecordTabSlug } from '@estante/contracts';
import type { ComponentType } from 'react';
import { useLocation, useParams } from 'react-router';
import { RecordHoldTab } from '../../features/account/components/record-hold-tab.tsx';
import { RecordLoanRequestTab } from '../../features/account/components/record-loan-request-tab.tsx';
import { RecordClosedCollection } from '../../features/record/components/record-closed-collection.tsx';
import { RecordCopies } from '../../features/record/components/record-copies.tsx';
import { RecordDescription } from '../../features/record/components/record-description.tsx';
import { RecordDublinCore } from '../../features/record/components/record-dublin-core.tsx';
import { RecordKardex } from '../../features/record/components/record-kardex.tsx';
import { RecordMarc } from '../../features/record/components/record-marc.tsx';
import { RecordReference } from '../../features/record/components/record-reference.tsx';
import { RecordScreen, sectionFromPath, useRecordOutlet } from '../../features/record/components/record-screen.tsx';
import { RecordStatistics } from '../../features/record/components/record-statistics.tsx';
import { RecordSummaries } from '../../features/record/components/record-summaries.tsx';
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

/** Sections built elsewhere (hold and loan request: the self-service work). */
export function RecordSectionPlaceholderRoute() {
  const { pathname } = useLocation();
  return <SectionPlaceholder section={sectionFromPath(pathname)} />;
}

/** A section component that reads the record id from the title page. */
function section(Component: ComponentType<{ recordId: number }>): ComponentType {
  return function RecordSectionRoute() {
    const { record } = useRecordOutlet();
    return <Component recordId={record.cod_acervo} />;
  };
}

const SECTION_ROUTES: Partial<Record<RecordTabSlug, ComponentType>> = {
  marc: RecordMarcRoute,
  referencia: section(RecordReference),
  exemplares: section(RecordCopies),
  'dublin-core': section(RecordDublinCore),
  'colecao-kardex': section(RecordKardex),
  sumarios: section(RecordSummaries),
  'sumarios-livros': section(({ recordId }) => <RecordSummaries recordId={recordId} books />),
  'dados-estatisticos': section(RecordStatistics),
  'acervo-fechado': section(RecordClosedCollection),
  reserva: section(RecordHoldTab),
  'solicitacao-emprestimo': section(RecordLoanRequestTab),
};

/** The component of a tab suffix (spec 000 §2); the placeholder for tabs not built here. */
export function recordSectionComponent(slug: RecordTabSlug): ComponentType {
  return SECTION_ROUTES[slug] ?? RecordSectionPlaceholderRoute;
}
