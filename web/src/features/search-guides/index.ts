/** Search guides' public module (docs/search-guides.md): the guide screens and the search screen's links to them. */
export { availableGuidesQueryOptions } from './api/search-guides.ts';
export { CollectionGuideScreen } from './components/collection-guide-screen.tsx';
export { CourseGuideScreen } from './components/course-guide-screen.tsx';
export { SearchGuideLinks } from './components/guide-nav.tsx';
export { TargetGuideScreen } from './components/target-guide-screen.tsx';
