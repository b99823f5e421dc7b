import type { LanguageTag } from '@estante/contracts';

/**
 * Simplified flags for the desktop language switcher (spec 000 §2). Decorative: the link around each carries
 * the language's own name. Brazil for Portuguese, as the catalogue's audience is Brazilian.
 */
export function LanguageFlag({ language }: { language: LanguageTag }) {
  return (
    <svg className="language-flag" viewBox="0 0 30 20" width="30" height="20" aria-hidden="true" focusable="false">
      {FLAGS[language]}
    </svg>
  );
}

const FLAGS: Record<LanguageTag, React.ReactNode> = {
  pt: (
    <>
      <rect width="30" height="20" fill="#009c3b" />
      <path d="M15 2.5 27 10 15 17.5 3 10z" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.6" fill="#002776" />
      <path d="M10.6 9.2c3-.9 6.3-.5 8.9 1.1" stroke="#fff" strokeWidth="0.9" fill="none" />
    </>
  ),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#c8102e" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  fr: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#002395" />
      <rect x="20" width="10" height="20" fill="#ed2939" />
    </>
  ),
  it: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#009246" />
      <rect x="20" width="10" height="20" fill="#ce2b37" />
    </>
  ),
};
