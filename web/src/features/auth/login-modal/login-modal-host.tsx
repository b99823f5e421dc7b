import { lazy, Suspense } from 'react';
import { useLoginModalOpen } from './login-modal-store.ts';

// The form and its dependencies load only when a visitor is asked to sign in.
const LoginModal = lazy(() => import('./login-modal.tsx'));

/** Mounted once by the layout; shows the modal login while `requestSignIn()` waits. */
export function LoginModalHost() {
  const open = useLoginModalOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
