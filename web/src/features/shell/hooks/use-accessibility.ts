import { useEffect, useSyncExternalStore } from 'react';
import { type AccessibilitySettings, accessibilityStore } from '../utils/accessibility-settings.ts';
import { signLanguageWidget } from '../utils/sign-language-widget.ts';

export function useAccessibility(): AccessibilitySettings {
  return useSyncExternalStore(accessibilityStore.subscribe, accessibilityStore.getSnapshot);
}

/** Starts or stops the registered sign-language widget when the setting changes; nothing when none is registered. */
export function useSignLanguageWidget(enabled: boolean): boolean {
  const widget = signLanguageWidget();
  useEffect(() => {
    if (!widget) return;
    if (enabled) void widget.enable();
    else widget.disable();
  }, [enabled, widget]);
  return widget !== undefined;
}
