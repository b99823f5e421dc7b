import { AccountRoute } from '../../features/account/routes.tsx';
import { PrivacyScreen } from '../../features/privacy/index.ts';
import { ServiceRequestsScreen } from '../../features/service-requests/index.ts';

/**
 * /meupergamum/*: the personal area, with the service requests and the privacy screen composed in here (spec 001 §7.13 puts them in
 * the area's menu), so that neither feature imports the other's screens.
 */
export function AccountPage() {
  return <AccountRoute serviceRequests={<ServiceRequestsScreen />} privacy={<PrivacyScreen />} />;
}
