import { useCallback, useEffect, useRef, useState } from 'react';

/** Copies text to the clipboard; `copied` is true for a moment after success so the button can say so. */
export function useCopyToClipboard(): { copied: boolean; failed: boolean; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 4000);
  }, []);
  return { copied: state === 'copied', failed: state === 'failed', copy };
}
