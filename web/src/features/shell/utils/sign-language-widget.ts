/**
 * Sign-language translation is a plug-in (spec 000 §2 "The panel also offers sign language"). Brazilian
 * institutions usually embed a third-party avatar (e.g. VLibras); Estante loads no outside script by default,
 * so the catalogue works offline and sends nothing to a third party unless the deployment registers a widget
 * (docs/web.md explains how).
 */
export interface SignLanguageWidget {
  /** Starts the widget (may load its script). */
  enable(): void | Promise<void>;
  disable(): void;
}

let widget: SignLanguageWidget | undefined;

export function registerSignLanguageWidget(next: SignLanguageWidget | undefined): void {
  widget = next;
}

export function signLanguageWidget(): SignLanguageWidget | undefined {
  return widget;
}
