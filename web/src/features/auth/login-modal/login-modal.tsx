import { ACTIVITY } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Modal } from '../../../components/dialog/modal.tsx';
import { EmbeddedLogin } from '../components/embedded-login.tsx';
import '../auth.css';
import { finishSignIn } from './login-modal-store.ts';

/**
 * The login as a modal (spec 000 §2, §4): it always opens empty (user and password cleared), traps the focus,
 * closes on Escape and gives the focus back. A user without function 107 gets a session for this page only:
 * stored credentials are cleared and the site keeps its login button (spec 000 §6).
 */
export default function LoginModal() {
  const { t } = useTranslation('auth');
  const { pathname, search } = useLocation();
  return (
    <Modal open title={t('login.title')} onClose={() => finishSignIn(false)}>
      <EmbeddedLogin
        target={`${pathname}${search}`}
        session={{ storedOnlyWith: ACTIVITY.keepStoredCredentials }}
        onSignedIn={() => finishSignIn(true)}
      />
    </Modal>
  );
}
