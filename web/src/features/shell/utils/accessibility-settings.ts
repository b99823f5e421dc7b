/**
 * Accessibility settings (spec 000 §2 "Top bar", 001 §3 page state `acessibilidade`: zoom, negrito, cor, libras),
 * plus dark mode, which the panel also offers. Persisted in local storage so that they survive reloads
 * (the language switch reloads the page) and apply before the first paint.
 */

export const ZOOM_STEPS = [0, 20, 40, 60, 80, 100] as const;
export type ZoomStep = (typeof ZOOM_STEPS)[number];

export const COLOUR_SCHEMES = ['normal', 'invertida', 'cinza', 'alto-contraste'] as const;
export type ColourScheme = (typeof COLOUR_SCHEMES)[number];

export interface AccessibilitySettings {
  /** Extra text size in percent, 0–100 in steps of 20 (spec 000 §9). */
  zoom: ZoomStep;
  cor: ColourScheme;
  negrito: boolean;
  libras: boolean;
  escuro: boolean;
}

export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = {
  zoom: 0,
  cor: 'normal',
  negrito: false,
  libras: false,
  escuro: false,
};

export const ACCESSIBILITY_STORAGE_KEY = 'estante.acessibilidade';

/** CSS class on <html> per colour scheme (styles/tokens.css). */
const SCHEME_CLASS: Record<ColourScheme, string | undefined> = {
  normal: undefined,
  invertida: 'scheme-inverted',
  cinza: 'scheme-grayscale',
  'alto-contraste': 'scheme-high-contrast',
};

/** Reads stored settings, keeping only valid values (an old or edited entry must not break the page). */
export function parseAccessibility(raw: string | null): AccessibilitySettings {
  if (!raw) return DEFAULT_ACCESSIBILITY;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof AccessibilitySettings, unknown>>;
    return {
      zoom: (ZOOM_STEPS as readonly unknown[]).includes(value.zoom) ? (value.zoom as ZoomStep) : 0,
      cor: (COLOUR_SCHEMES as readonly unknown[]).includes(value.cor) ? (value.cor as ColourScheme) : 'normal',
      negrito: value.negrito === true,
      libras: value.libras === true,
      escuro: value.escuro === true,
    };
  } catch {
    return DEFAULT_ACCESSIBILITY;
  }
}

/** Applies the settings to <html>: classes for colours and bold text, the root font size for the zoom. */
export function applyAccessibility(settings: AccessibilitySettings, root: HTMLElement = document.documentElement) {
  for (const scheme of COLOUR_SCHEMES) {
    const className = SCHEME_CLASS[scheme];
    if (className) root.classList.toggle(className, settings.cor === scheme);
  }
  // High contrast has its own dark palette; dark mode applies under the other schemes.
  root.classList.toggle('scheme-dark', settings.escuro && settings.cor !== 'alto-contraste');
  root.classList.toggle('text-bold', settings.negrito);
  // Every size in the stylesheets is in rem, so the root size scales the whole page (WCAG 1.4.4 up to 200 %).
  root.style.fontSize = settings.zoom === 0 ? '' : `${100 + settings.zoom}%`;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function readStored(): AccessibilitySettings {
  try {
    return parseAccessibility(window.localStorage.getItem(ACCESSIBILITY_STORAGE_KEY));
  } catch {
    return DEFAULT_ACCESSIBILITY;
  }
}

let current: AccessibilitySettings = typeof window === 'undefined' ? DEFAULT_ACCESSIBILITY : readStored();

export const accessibilityStore = {
  getSnapshot: (): AccessibilitySettings => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  update(change: Partial<AccessibilitySettings>) {
    current = { ...current, ...change };
    try {
      window.localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, JSON.stringify(current));
    } catch {
      // Storage disabled: the settings last until the page is left.
    }
    applyAccessibility(current);
    for (const listener of listeners) listener();
  },
  reset() {
    accessibilityStore.update(DEFAULT_ACCESSIBILITY);
  },
  /** Called once at start-up, before the first render. */
  applyStored() {
    current = readStored();
    applyAccessibility(current);
  },
};
