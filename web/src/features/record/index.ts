/** The title page's public module: the screen and the sections the app places on /acervo/:id/*. */
export { recordQueryOptions } from './api/get-record.ts';
export { recordSectionQueryOptions } from './api/get-record-section.ts';
export { MarcTable } from './components/marc-table.tsx';
export { RecordClosedCollection } from './components/record-closed-collection.tsx';
export { RecordCopies } from './components/record-copies.tsx';
export { RecordDescription } from './components/record-description.tsx';
export { RecordDublinCore } from './components/record-dublin-core.tsx';
export { RecordKardex } from './components/record-kardex.tsx';
export { RecordMarc } from './components/record-marc.tsx';
export { RecordReference } from './components/record-reference.tsx';
export { RecordScreen, sectionFromPath, useRecordOutlet } from './components/record-screen.tsx';
export { RecordStatistics } from './components/record-statistics.tsx';
export { RecordSummaries } from './components/record-summaries.tsx';
export { SectionPlaceholder } from './components/section-placeholder.tsx';
