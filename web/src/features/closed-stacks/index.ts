/**
 * The patron's side of the closed stacks (docs/closed-stacks.md): the list of their storage requests, which the
 * personal area composes. The request form itself is the title page's closed-collection tab (features/record).
 */
export { StorageRequestsScreen } from './components/storage-requests-screen.tsx';
export { STORAGE_REQUESTS_HREF, STORAGE_REQUESTS_SEGMENT } from './utils/storage-paths.ts';
