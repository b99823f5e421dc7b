import type { InstitutionResponse } from '@estante/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selfServiceUrl, useSelfService } from '../api/get-self-service.ts';
import { AccessibilityPanel } from './accessibility-panel.tsx';

/**
 * The thin bar above the header (spec 000 §2 "Accessibility bar"): the button that opens the accessibility
 * panel, and the "Autoatendimento" self-service button when GET /parametros/autoatendimento enables it.
 */
export function AccessibilityBar({ institution }: { institution: InstitutionResponse | undefined }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const selfService = useSelfService();
  const selfServiceHref =
    selfService.data && institution ? selfServiceUrl(selfService.data, institution.codEmpresa) : undefined;

  // Escape closes the panel and gives the focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="a11y-bar">
      <div className="container a11y-bar__inner">
        <button
          ref={buttonRef}
          type="button"
          className="a11y-bar__button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="4.5" r="1.8" />
            <path d="M5 8.5l7 1.5 7-1.5M12 10v5m0 0-3.5 6M12 15l3.5 6" />
          </svg>
          {t('accessibility.open')}
        </button>
        {selfServiceHref ? (
          <a className="a11y-bar__button" href={selfServiceHref} target="_blank" rel="noopener">
            {t('accessibility.selfService')}
            <span className="visually-hidden"> ({t('opensInNewTab', { ns: 'common' })})</span>
          </a>
        ) : null}
      </div>
      <AccessibilityPanel id={panelId} hidden={!open} />
    </div>
  );
}
