import type { EventsSectionContent, FaqSectionContent, TextSectionContent } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import {
  SiteAppLayers,
  SiteEvents,
  SiteFaq,
  SiteGeneralInformation,
  SiteNotice,
  SiteOpeningHours,
  SiteTextSection,
} from '../../site-content/index.ts';
import { type SectionDraft, toContent } from '../utils/section-kinds.ts';

/**
 * The draft as visitors will see it: the public site's own components (features/site-content) render the content
 * that Save would send, in the section's language.
 */
export function SectionPreview({
  draft,
  language,
  libraryNames,
}: {
  draft: SectionDraft;
  language: string;
  libraryNames: Record<string, string>;
}) {
  const { t } = useTranslation('content');
  const content = toContent(draft);
  const empty =
    (Array.isArray(content) && content.length === 0) ||
    (draft.kind === 'text' && !draft.value.titulo.trim() && !draft.value.texto.trim()) ||
    (draft.kind === 'hours' && Object.keys(content as object).length === 0) ||
    ((draft.kind === 'notice' || draft.kind === 'information') && !draft.value.texto.trim());
  if (empty) return <p className="content-muted">{t('preview.empty')}</p>;
  switch (draft.kind) {
    case 'text':
      return <SiteTextSection content={content as TextSectionContent} language={language} headingLevel={3} />;
    case 'faq':
      return <SiteFaq content={content as FaqSectionContent} language={language} />;
    case 'information':
      return <SiteGeneralInformation content={content as { texto: string }} language={language} />;
    case 'events':
      return <SiteEvents content={content as EventsSectionContent} language={language} />;
    case 'layers':
      return <SiteAppLayers content={content as { nome: string; link: string }[]} language={language} />;
    case 'hours':
      return (
        <SiteOpeningHours content={content as Record<string, string>} language={language} libraryNames={libraryNames} />
      );
    case 'notice':
      return <SiteNotice content={content as { texto: string }} language={language} />;
  }
}
