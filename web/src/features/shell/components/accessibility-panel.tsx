import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessibility, useSignLanguageWidget } from '../hooks/use-accessibility.ts';
import { accessibilityStore, COLOUR_SCHEMES, ZOOM_STEPS } from '../utils/accessibility-settings.ts';

/** Colour scheme value → translation key. */
const SCHEME_KEYS = {
  normal: 'accessibility.scheme.normal',
  invertida: 'accessibility.scheme.inverted',
  cinza: 'accessibility.scheme.grayscale',
  'alto-contraste': 'accessibility.scheme.highContrast',
} as const;

/**
 * The accessibility panel (spec 000 §2): zoom 0–100 % in steps of 20, colour scheme, bold text, dark mode,
 * sign language. Native radios and checkboxes,
 * so every control works with the keyboard and is announced as what it is.
 */
export function AccessibilityPanel({ id, hidden }: { id: string; hidden: boolean }) {
  const settings = useAccessibility();
  // The widget follows the setting on every page, the panel open or not.
  const hasSignLanguage = useSignLanguageWidget(settings.libras);
  const titleId = useId();

  // Closed, the panel is an empty landmark (its button's aria-controls target): its two dozen controls would be
  // rendered on every page's first render, the longest task of a phone's first load, for a panel seldom opened.
  return (
    <section id={id} className="a11y-panel" aria-labelledby={hidden ? undefined : titleId} hidden={hidden}>
      {hidden ? null : (
        <AccessibilityControls settings={settings} hasSignLanguage={hasSignLanguage} titleId={titleId} />
      )}
    </section>
  );
}

function AccessibilityControls({
  settings,
  hasSignLanguage,
  titleId,
}: {
  settings: ReturnType<typeof useAccessibility>;
  hasSignLanguage: boolean;
  titleId: string;
}) {
  const { t } = useTranslation('shell');
  return (
    <div className="container a11y-panel__inner">
      <h2 id={titleId} className="a11y-panel__title">
        {t('accessibility.title')}
      </h2>
      <fieldset className="a11y-panel__group">
        <legend>{t('accessibility.zoom')}</legend>
        <div className="segmented">
          {ZOOM_STEPS.map((step) => (
            <label key={step} className="segmented__option">
              <input
                type="radio"
                name="a11y-zoom"
                value={step}
                checked={settings.zoom === step}
                onChange={() => accessibilityStore.update({ zoom: step })}
              />
              <span>{t('accessibility.zoomStep', { value: step })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="a11y-panel__group">
        <legend>{t('accessibility.colours')}</legend>
        <div className="segmented">
          {COLOUR_SCHEMES.map((scheme) => (
            <label key={scheme} className="segmented__option">
              <input
                type="radio"
                name="a11y-scheme"
                value={scheme}
                checked={settings.cor === scheme}
                onChange={() => accessibilityStore.update({ cor: scheme })}
              />
              <span>{t(SCHEME_KEYS[scheme])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="a11y-panel__group a11y-panel__toggles">
        <legend>{t('accessibility.options')}</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={settings.negrito}
            onChange={(event) => accessibilityStore.update({ negrito: event.target.checked })}
          />
          <span>{t('accessibility.bold')}</span>
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={settings.escuro}
            onChange={(event) => accessibilityStore.update({ escuro: event.target.checked })}
          />
          <span>{t('accessibility.dark')}</span>
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={settings.libras}
            onChange={(event) => accessibilityStore.update({ libras: event.target.checked })}
          />
          <span>{t('accessibility.signLanguage')}</span>
        </label>
      </fieldset>
      {settings.libras && !hasSignLanguage ? (
        <p className="a11y-panel__note" role="status">
          {t('accessibility.signLanguageUnavailable')}
        </p>
      ) : null}
      <div className="a11y-panel__actions">
        <button type="button" className="button button--secondary" onClick={() => accessibilityStore.reset()}>
          {t('accessibility.reset')}
        </button>
      </div>
    </div>
  );
}
