import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LazyEmbeddedLogin, requestSignIn } from '../../auth/index.ts';

/** How long to wait for the form that replaces the notice (it may load its options first). */
const FORM_WAIT_FRAMES = 180;

/** Moves the focus to the first field of the form that replaces this notice, in the same dialog or main region. */
function focusFormIn(region: Element | null | undefined, frame = 0) {
  requestAnimationFrame(() => {
    const field = region?.querySelector<HTMLElement>(
      'form:not(.auth-form) :is(input, select, textarea):not([disabled])',
    );
    if (field) field.focus();
    else if (frame < FORM_WAIT_FRAMES) focusFormIn(region, frame + 1);
  });
}

/**
 * Sending needs a signed-in patron (spec 000 §6): a visitor sees "log in to send" and signs in right there,
 * after which the form takes the notice's place (docs/auth.md "Which login form"):
 * - `embedded`: the access form inside this region (a footer dialog: no second modal over the first);
 * - otherwise a button that opens the modal login over the page (a title's hold or loan-request tab).
 */
export function SignInToSend({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const notice = useRef<HTMLDivElement>(null);
  // Found while the notice is on the page: once signed in, it is gone and the form is in its place.
  const region = useRef<Element | null>(null);
  useEffect(() => {
    region.current = notice.current?.closest('dialog, main') ?? null;
  }, []);

  return (
    <div ref={notice} className="notice">
      <p>{t('feedback.signInToSend')}</p>
      {embedded ? (
        <LazyEmbeddedLogin target={`${pathname}${search}`} onSignedIn={() => focusFormIn(region.current)} />
      ) : (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              void requestSignIn().then((signedIn) => {
                if (signedIn) focusFormIn(region.current);
              });
            }}
          >
            {t('nav.login')}
          </button>
        </p>
      )}
    </div>
  );
}
