import { currentLanguage } from '../../../lib/i18n.ts';
import { type HomeSectionKey, useHomeSection } from '../api/site-sections.ts';
import { SiteTextSection } from './site-sections.tsx';

const HOME_SECTIONS: readonly HomeSectionKey[] = ['secao_1', 'secao_2'];

function HomeSection({ sectionKey }: { sectionKey: HomeSectionKey }) {
  const section = useHomeSection(sectionKey);
  // A section staff have not written, or one that failed to load, leaves no gap: the home page works without it.
  if (!section.data) return null;
  return <SiteTextSection content={section.data} language={currentLanguage()} />;
}

/** The library's own texts on the home page (secao_1 and secao_2), written by staff in each language. */
export function HomeSections() {
  return (
    <div className="home-sections container">
      {HOME_SECTIONS.map((key) => (
        <HomeSection key={key} sectionKey={key} />
      ))}
    </div>
  );
}
