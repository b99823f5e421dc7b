/** The shell's public module: the frame of every page (header, footer, errors) and the forms it offers to features. */
export { activitiesQueryOptions, useActivities } from './api/get-activities.ts';
export { selfServiceQueryOptions } from './api/get-self-service.ts';
export { Footer } from './components/footer.tsx';
export { Header } from './components/header.tsx';
export { AcquisitionSuggestionForm } from './components/lazy-forms.ts';
export { LibraryPicker } from './components/library-picker.tsx';
export { LoadingScreen } from './components/loading-screen.tsx';
export { NavigationProgress } from './components/navigation-progress.tsx';
export { NotFound } from './components/not-found.tsx';
export { RouteError } from './components/route-error.tsx';
export { SignInToSend } from './components/sign-in-to-send.tsx';
export { MAIN_CONTENT_ID, SkipLink } from './components/skip-link.tsx';
export { accessibilityStore } from './utils/accessibility-settings.ts';
