/** The public module of the search: what other features and the composition root use. */

export { searchAuthorities } from './authority.repository.ts';
export { writeAuthorityReferences } from './authority-references.repository.ts';
export { browseHeadings, browseKeyOf } from './browse.repository.ts';
export { type BrowseKind, browseEntries } from './browse-entries.ts';
export { recordAuthorityChanges, recordCatalogueChanges } from './catalogue-revision.ts';
export { createCatalogueSearchService } from './memory-search-index.ts';
export { facetValues } from './record-facets.ts';
export { searchRoutes } from './search.routes.ts';
export { serializeWords, writeSearchDocuments } from './search-documents.repository.ts';
export type { SearchDocument } from './search-index.ts';
export { FACET_LABELS, languageLabel, mainClassLabel, WORK_TYPE_LABELS, workTypeLabel } from './search-labels.ts';
export { SEARCH_MESSAGES } from './search-messages.ts';
export { coverUrl } from './search-result.presenter.ts';
export { SNAPSHOT_FILE_NAME as SEARCH_SNAPSHOT_FILE } from './search-snapshot.ts';
export { SearchThreads } from './search-threads.ts';
