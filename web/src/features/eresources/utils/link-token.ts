import { isSitePath, type TokenResponse } from '@estante/contracts';
import { api } from '../../../lib/api-client.ts';
import { replaceSession } from '../../auth/index.ts';

/** The grant that exchanges the personal-area link's one-time token for a session (docs/auth.md). */
const ONE_TIME_TOKEN_GRANT = 'urn:estante:params:oauth:grant-type:one-time-token';

/**
 * The personal-area link (GET …/redirect, PUT …/redirect-base) arrives as `/meupergamum#ott=…&redirect=…`: the
 * fragment never reaches a server log. Before the first screen, the token is taken out of the address bar and
 * exchanged, once, for a session of this tab; the answer is where to go (the link's return path, a path of this
 * site), or undefined when the address carries no token. A spent or expired token leaves the visitor as they were.
 */
export async function redeemLinkToken(location: Location = window.location): Promise<string | undefined> {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const token = fragment.get('ott');
  if (!token) return undefined;
  const requested = fragment.get('redirect');
  const target = requested && isSitePath(requested) ? requested : location.pathname;
  window.history.replaceState(window.history.state, '', `${location.pathname}${location.search}`);
  try {
    const tokens = await api.post<TokenResponse>(
      '/oauth/token',
      { client_id: 'estante-web', grant_type: ONE_TIME_TOKEN_GRANT, token },
      { basePath: '', auth: 'none' },
    );
    await replaceSession(tokens);
  } catch {
    // A link opened twice, or too late: the page still opens, and asks for a sign-in where it needs one.
  }
  return target;
}
