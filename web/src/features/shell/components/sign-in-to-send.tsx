import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** Sending needs a signed-in patron (spec 000 §6): a visitor sees "log in to send" with a link back here. */
export function SignInToSend() {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  return (
    <div className="notice">
      <p>{t('feedback.signInToSend')}</p>
      <p>
        <Link className="button button--primary" to={paths.login.getHref(`${pathname}${search}`)}>
          {t('nav.login')}
        </Link>
      </p>
    </div>
  );
}
