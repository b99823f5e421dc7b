import type { ReactNode } from 'react';
import { RequireAuth } from '../../lib/auth.tsx';
import { AccountScreen } from './components/account-screen.tsx';

/**
 * /meupergamum/*: guarded (spec 000 §2): a visitor goes to /login?redirect=… The service requests screen is
 * another feature's, given by the app.
 */
export function AccountRoute({ serviceRequests }: { serviceRequests: ReactNode }) {
  return (
    <RequireAuth>
      <AccountScreen serviceRequests={serviceRequests} />
    </RequireAuth>
  );
}
