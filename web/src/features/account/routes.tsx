import { RequireAuth } from '../../lib/auth.tsx';
import { AccountScreen } from './components/account-screen.tsx';

/** /meupergamum/*: guarded (spec 000 §2): a visitor goes to /login?redirect=… */
export function AccountRoute() {
  return (
    <RequireAuth>
      <AccountScreen />
    </RequireAuth>
  );
}
