import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Challenge URL of the self-hosted proof-of-work captcha (server/src/auth/captcha.routes.ts). */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/desafio';

/** Is the captcha on (function 1120, spec 000 §6)? Asked each time a form opens: staff may switch it. */
export function captchaStatusQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'captcha'],
    queryFn: ({ signal }) => api.get<{ enabled: boolean }>('/captcha', { signal }),
    staleTime: 0,
  });
}

export const useCaptchaStatus = () => useQuery(captchaStatusQueryOptions());
