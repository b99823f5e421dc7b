import { lazyWithPreload } from '../../../lib/lazy-with-preload.tsx';

// The shell's forms load when they are shown: every page has the footer that offers them, few visitors open
// them, and the first page's budget is 100 KB of JavaScript (docs/web.md). Await `preload()` before opening a
// dialog with one, so that its first field takes the focus.

export const GeneralCommentForm = lazyWithPreload(() =>
  import('./general-comment-form.tsx').then((module) => module.GeneralCommentForm),
);

export const AcquisitionSuggestionForm = lazyWithPreload(() =>
  import('./acquisition-suggestion-form.tsx').then((module) => module.AcquisitionSuggestionForm),
);
