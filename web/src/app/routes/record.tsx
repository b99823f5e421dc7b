import type { RecordTabSlug } from '@estante/contracts';
import { type ComponentType, lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { Spinner } from '../../components/spinner.tsx';
import {
  RecordClosedCollection,
  RecordCopies,
  RecordDescription,
  RecordDublinCore,
  RecordKardex,
  RecordMarc,
  RecordReference,
  RecordScreen,
  RecordStatistics,
  RecordSummaries,
  SectionPlaceholder,
  sectionFromPath,
  useRecordOutlet,
} from '../../features/record/index.ts';

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
    return (
      <Suspense fallback={<Spinner size="large" />}>
        <Component recordId={record.cod_acervo} />
      </Suspense>
    );
  };
}

// The hold and loan-request tabs are the personal area's code (and its schemas): loaded when one is opened, so a
// title page's first load does not carry them (docs/performance.md, "Web").
const RecordHoldTab = lazy(() =>
  import('../../features/account/index.ts').then((module) => ({ default: module.RecordHoldTab })),
);
const RecordLoanRequestTab = lazy(() =>
  import('../../features/account/index.ts').then((module) => ({ default: module.RecordLoanRequestTab })),
);

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
