import { ACTIVITY, PROFESSOR_CATEGORY } from '@estante/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes, useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import {
  AcquisitionStatisticsScreen,
  PurchaseOrdersScreen,
  TitleTotalsScreen,
  useAcquisitionArea,
} from '../../acquisitions/index.ts';
import { StorageRequestsScreen } from '../../closed-stacks/index.ts';
import { ActivityNotice } from '../../site-content/index.ts';
import { accountPaths } from '../utils/account-paths.ts';
import { AccountHome } from './account-home.tsx';
import { AlertsScreen } from './alerts-screen.tsx';
import { ChangePasswordScreen } from './change-password-screen.tsx';
import { CommentsScreen } from './comments-screen.tsx';
import { DatabasesScreen } from './databases-screen.tsx';
import { DebtsScreen } from './debts-screen.tsx';
import { HoldsScreen } from './holds-screen.tsx';
import { InterestProfileScreen } from './interest-profile-screen.tsx';
import { LoanHistoryScreen } from './loan-history-screen.tsx';
import { LoanRequestsScreen } from './loan-requests-screen.tsx';
import { NoDebtsScreen } from './no-debts-screen.tsx';
import { PermanentBasketScreen } from './permanent-basket-screen.tsx';
import { PersonalDataScreen } from './personal-data-screen.tsx';
import { RenewalBanner } from './renewal-banner.tsx';
import { StandingBanner } from './standing-banner.tsx';
import { SuggestionsScreen } from './suggestions-screen.tsx';
import { TeachingPlanScreen } from './teaching-plan-screen.tsx';
import { UnreadAlertsBadge } from './unread-alerts-badge.tsx';
import { UserSwapScreen } from './user-swap-screen.tsx';
import '../account.css';

const MENU = [
  'loans',
  'holds',
  'history',
  'debts',
  'loanRequests',
  'storageRequests',
  'serviceRequests',
  'comments',
  'suggestions',
  'purchaseOrders',
  'acquisitionStatistics',
  'titleTotals',
  'teachingPlan',
  'permanentBasket',
  'interestProfile',
  'databases',
  'noDebts',
  'alerts',
  'personalData',
  'privacy',
  'password',
  'userSwap',
] as const;

/** The acquisition area's entries, in the menu when the institution opens it (`__web_aquisicao`). */
const ACQUISITION_AREA: readonly string[] = ['purchaseOrders', 'acquisitionStatistics'];

/**
 * /meupergamum: the personal area, the screen chosen in its menu (nested routes; the index is the account home) and
 * the menu after it, so a phone shows the content first; wide screens place the menu on the left (account.css).
 * The standing banner heads every screen, before any form a blocked patron could not complete.
 * `serviceRequests` is the service requests screen and `privacy` the privacy screen (each its own feature).
 */
export function AccountScreen({ serviceRequests, privacy }: { serviceRequests: ReactNode; privacy: ReactNode }) {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const { pathname } = useLocation();
  const acquisitionArea = useAcquisitionArea();
  // The teaching plan is a professor's screen (spec 000 §2: the professor's link of the suggestion form).
  const menu = MENU.filter(
    (name) => name !== 'teachingPlan' || (user !== false && user.categoria === PROFESSOR_CATEGORY),
  );
  return (
    <div className="container page account-page">
      <PageTitle title={t('title')} />
      <h1 className="page__title">{t('title')}</h1>
      <div className="account-layout">
        <div className="account-content">
          {/* Debts and suspensions list what the banner sums up, and have no form to complete. */}
          {pathname === accountPaths.debts.href ? null : <StandingBanner />}
          <RenewalBanner />
          {/* The library's notice about the personal area (activity 8), when staff wrote one. */}
          {pathname === accountPaths.loans.href ? <ActivityNotice activity={ACTIVITY.personalArea} /> : null}
          <Routes>
            <Route index element={<AccountHome />} />
            <Route path={accountPaths.holds.segment} element={<HoldsScreen />} />
            <Route path={accountPaths.history.segment} element={<LoanHistoryScreen />} />
            <Route path={accountPaths.debts.segment} element={<DebtsScreen />} />
            <Route path={accountPaths.loanRequests.segment} element={<LoanRequestsScreen />} />
            <Route path={accountPaths.storageRequests.segment} element={<StorageRequestsScreen />} />
            <Route path={`${accountPaths.serviceRequests.segment}/:tipo?`} element={serviceRequests} />
            <Route path={accountPaths.noDebts.segment} element={<NoDebtsScreen />} />
            <Route path={accountPaths.comments.segment} element={<CommentsScreen />} />
            <Route path={accountPaths.suggestions.segment} element={<SuggestionsScreen />} />
            <Route path={accountPaths.purchaseOrders.segment} element={<PurchaseOrdersScreen />} />
            <Route path={accountPaths.acquisitionStatistics.segment} element={<AcquisitionStatisticsScreen />} />
            <Route path={accountPaths.titleTotals.segment} element={<TitleTotalsScreen />} />
            <Route path={accountPaths.alerts.segment} element={<AlertsScreen />} />
            <Route path={accountPaths.teachingPlan.segment} element={<TeachingPlanScreen />} />
            <Route path={accountPaths.permanentBasket.segment} element={<PermanentBasketScreen />} />
            <Route path={accountPaths.databases.segment} element={<DatabasesScreen />} />
            <Route path={accountPaths.interestProfile.segment} element={<InterestProfileScreen />} />
            <Route path={accountPaths.personalData.segment} element={<PersonalDataScreen />} />
            <Route path={accountPaths.password.segment} element={<ChangePasswordScreen />} />
            <Route path={accountPaths.userSwap.segment} element={<UserSwapScreen />} />
            <Route path={accountPaths.privacy.segment} element={privacy} />
            <Route path="*" element={<AccountHome />} />
          </Routes>
        </div>
        <nav className="account-menu" aria-label={t('menu.label')}>
          <ul>
            {menu
              .filter((name) => acquisitionArea || !ACQUISITION_AREA.includes(name))
              .map((name) => (
                <li key={name}>
                  <NavLink to={accountPaths[name].href} end={name !== 'serviceRequests'} className="account-menu__link">
                    {t(`menu.${name}`)}
                    {name === 'alerts' ? <UnreadAlertsBadge /> : null}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
