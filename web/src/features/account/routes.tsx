import type { ReactNode } from 'react';
import { RequireAuth } from '../../lib/auth.tsx';
import { AccountScreen } from './components/account-screen.tsx';

/**
 * /meupergamum/*: guarded (spec 000 §2): a visitor goes to /login?redirect=… The service requests screen is
 * another feature's, given by the app, and so is the privacy screen.
 */
export function AccountRoute({ serviceRequests, privacy }: { serviceRequests: ReactNode; privacy: ReactNode }) {
  return (
    <RequireAuth>
      <AccountScreen serviceRequests={serviceRequests} privacy={privacy} />
    </RequireAuth>
  );
}
