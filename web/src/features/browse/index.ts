/** Browsing's public module: the index lists and authority screens the app places on its routes. */
export { useAuthorityMarc } from './api/browse.ts';
export { AuthorityListScreen } from './components/authority-list-screen.tsx';
export { AuthorityScreen } from './components/authority-screen.tsx';
export { BrowseScreen } from './components/browse-screen.tsx';
