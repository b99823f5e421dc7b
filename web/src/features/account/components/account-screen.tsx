import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { accountPaths } from '../utils/account-paths.ts';
import { DebtsScreen } from './debts-screen.tsx';
import { HoldsScreen } from './holds-screen.tsx';
import { LoanHistoryScreen } from './loan-history-screen.tsx';
import { LoanRequestsScreen } from './loan-requests-screen.tsx';
import { LoansScreen } from './loans-screen.tsx';
import { NoDebtsScreen } from './no-debts-screen.tsx';
import '../account.css';

const MENU = ['loans', 'holds', 'history', 'debts', 'loanRequests', 'noDebts'] as const;

/** /meupergamum: the personal area's menu and the screen chosen in it (nested routes). */
export function AccountScreen() {
  const { t } = useTranslation('account');
  return (
    <div className="container page account-page">
      <PageTitle title={t('title')} />
      <h1 className="page__title">{t('title')}</h1>
      <div className="account-layout">
        <nav className="account-menu" aria-label={t('menu.label')}>
          <ul>
            {MENU.map((name) => (
              <li key={name}>
                <NavLink to={accountPaths[name].href} end className="account-menu__link">
                  {t(`menu.${name}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account-content">
          <Routes>
            <Route index element={<LoansScreen />} />
            <Route path={accountPaths.holds.segment} element={<HoldsScreen />} />
            <Route path={accountPaths.history.segment} element={<LoanHistoryScreen />} />
            <Route path={accountPaths.debts.segment} element={<DebtsScreen />} />
            <Route path={accountPaths.loanRequests.segment} element={<LoanRequestsScreen />} />
            <Route path={accountPaths.noDebts.segment} element={<NoDebtsScreen />} />
            <Route path="*" element={<LoansScreen />} />
          </Routes>
        </div>
      </div>
    </div>
  );
}
