import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError } from '../components/errors/notify-error.ts';
import { Toaster } from '../components/toast/toaster.tsx';
import { accessibilityStore } from '../features/shell/index.ts';
import { createQueryClient } from '../lib/react-query.ts';
import { AppRouter } from './router.tsx';

// Before the first render, so that a visitor's zoom and colours apply from the loading screen on.
accessibilityStore.applyStored();

export function App() {
  const [queryClient] = useState(() => createQueryClient(notifyError));
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter queryClient={queryClient} />
      <Toaster />
    </QueryClientProvider>
  );
}
