import type { InstitutionResponse } from '@estante/contracts';
import { ACTIVITY, STAFF_FUNCTIONS, STAFF_MODULE } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { hasFunction } from '../../../lib/auth-store.ts';
import { AccessibilityBar } from './accessibility-bar.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import '../shell.css';

/** "Olá, Maria": the first name is friendlier and fits the mobile bar. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

export function Header({ institution }: { institution: InstitutionResponse | undefined }) {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  // A page-only sign-in (modal login without function 107) keeps the login button (spec 000 §6).
  const { user: signedIn, transient, authPermissions } = useAuth();
  const user = transient ? false : signedIn;
  // Function 8 is the personal area: its button is shown to those who hold it (spec 000 §3, §6).
  const personalArea = hasFunction(authPermissions, ACTIVITY.personalArea);
  // The staff console's link, for holders of a staff function (read at sign-in: no call, no staff code here).
  const staff = authPermissions.some(
    (p) => p.cod_modulo === STAFF_MODULE && (Object.values(STAFF_FUNCTIONS) as number[]).includes(p.cod_atividade),
  );
  const name = institution?.nome || t('brand.fallbackName');
  const shortName = institution?.sigla || name;
  // After signing in, come back to the page the visitor was reading.
  const loginHref = paths.login.getHref(pathname === paths.login.path ? undefined : `${pathname}${search}`);

  return (
    <header className="site-header">
      <AccessibilityBar institution={institution} />
      <div className="container site-header__inner">
        <Link to={paths.home.getHref()} className="brand">
          <Logo size={44} />
          <span className="brand__text">
            <span className="brand__name brand__name--full">{name}</span>
            <span className="brand__name brand__name--short">{shortName}</span>
            <span className="brand__tagline">{t('brand.tagline')}</span>
          </span>
        </Link>
        <div className="site-header__tools">
          <nav className="site-nav" aria-label={t('nav.label')}>
            <ul>
              <li>
                <NavLink to={paths.home.getHref()} end>
                  {t('nav.search')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.basket.getHref()}>{t('nav.basket')}</NavLink>
              </li>
              {user ? (
                <>
                  {user.nome_pessoa || user.login ? (
                    <li className="site-nav__greeting">
                      {t('nav.greeting', { name: firstName(user.nome_pessoa || user.login) })}
                    </li>
                  ) : null}
                  {personalArea ? (
                    <li>
                      <NavLink to={paths.selfService.getHref()}>{t('nav.myAccount')}</NavLink>
                    </li>
                  ) : null}
                  {staff ? (
                    <li>
                      <NavLink to={paths.staff.getHref()}>{t('nav.staffConsole')}</NavLink>
                    </li>
                  ) : null}
                  <li>
                    <Link to={paths.logout.getHref()}>{t('nav.logout')}</Link>
                  </li>
                </>
              ) : (
                <li>
                  <NavLink to={loginHref}>{t('nav.login')}</NavLink>
                </li>
              )}
            </ul>
          </nav>
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
