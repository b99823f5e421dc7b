import { QueryClientProvider } from '@tanstack/react-query';
import { notifyError } from '../components/errors/notify-error.ts';
import { Toaster } from '../components/toast/toaster.tsx';
import { accessibilityStore } from '../features/shell/index.ts';
import { createQueryClient } from '../lib/react-query.ts';
import { AppRouter, createAppRouter } from './router.tsx';

// Before the first render, so that a visitor's zoom and colours apply from the loading screen on.
accessibilityStore.applyStored();

/**
 * The query cache and the router, made before the first render: creating the router runs the page bootstrap
 * (session, activities, institution) and fetches the first screen's code and translations, so all of that loads
 * while the shell's translations do, instead of after them (docs/performance.md, "Web").
 */
export function startApp() {
  const queryClient = createQueryClient(notifyError);
  return { queryClient, router: createAppRouter(queryClient) };
}

export function App({ queryClient, router }: ReturnType<typeof startApp>) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
