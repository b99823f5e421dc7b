import type { EventsSectionContent, FaqSectionContent, TextSectionContent } from '@estante/contracts';
import type { ReactNode } from 'react';
import '../site-content.css';

/**
 * How the public site shows each kind of site section (docs/staff-content.md). The staff console's preview renders
 * the very same components, so what staff see before saving is what visitors get. They take the content and its
 * language (the `lang` of the block, so a screen reader reads an English section in English on a Portuguese page).
 */

type HeadingLevel = 2 | 3;

function Heading({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  return level === 2 ? <h2>{children}</h2> : <h3>{children}</h3>;
}

/** Paragraphs of a staff-written text: a blank line starts a new one, a single line break stays a break. */
export function SiteText({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text have no other identity
          <p key={index} className="site-text__paragraph">
            {paragraph}
          </p>
        ))}
    </>
  );
}

/** A link written by staff: a path of this site stays in the tab, another site's opens normally too. */
function SiteLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} rel={href.startsWith('/') ? undefined : 'noopener'}>
      {children}
    </a>
  );
}

/** secao_1 / secao_2: a title (a link when the section has one) and its text. */
export function SiteTextSection({
  content,
  language,
  headingLevel = 2,
}: {
  content: TextSectionContent;
  language: string;
  headingLevel?: HeadingLevel;
}) {
  return (
    <section className="site-section site-section--text" lang={language}>
      <Heading level={headingLevel}>
        {content.link ? <SiteLink href={content.link}>{content.titulo}</SiteLink> : content.titulo}
      </Heading>
      <SiteText text={content.texto} />
    </section>
  );
}

/** faq: each question a disclosure that opens its answer. */
export function SiteFaq({ content, language }: { content: FaqSectionContent; language: string }) {
  return (
    <div className="site-faq" lang={language}>
      {content.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list's order is its identity
        <details key={index} className="site-faq__entry">
          <summary>{entry.pergunta}</summary>
          <SiteText text={entry.resposta} />
        </details>
      ))}
    </div>
  );
}

/** A YYYY-MM-DD day in the section's language, read as a calendar day (no time zone shift). */
function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** eventos_institucionais / eventos_eventum: title, dates, place and description of each event, soonest first. */
export function SiteEvents({ content, language }: { content: EventsSectionContent; language: string }) {
  const events = [...content].sort((a, b) => a.data.localeCompare(b.data));
  return (
    <ul className="site-events" lang={language}>
      {events.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events may share a title and a day
        <li key={index} className="site-events__item">
          <h3>{event.link ? <SiteLink href={event.link}>{event.titulo}</SiteLink> : event.titulo}</h3>
          <p className="site-events__when">
            <time dateTime={event.data}>{formatDay(event.data, language)}</time>
            {event.data_fim && event.data_fim !== event.data ? (
              <>
                {' – '}
                <time dateTime={event.data_fim}>{formatDay(event.data_fim, language)}</time>
              </>
            ) : null}
            {event.local ? <span className="site-events__place"> · {event.local}</span> : null}
          </p>
          {event.descricao ? <SiteText text={event.descricao} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** informacoes_gerais: a text, then titled items. */
export function SiteGeneralInformation({
  content,
  language,
}: {
  content: { texto: string; itens?: { titulo: string; texto: string }[] };
  language: string;
}) {
  return (
    <div className="site-section" lang={language}>
      <SiteText text={content.texto} />
      {content.itens?.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list's order is its identity
        <section key={index} className="site-section__item">
          <h3>{item.titulo}</h3>
          <SiteText text={item.texto} />
        </section>
      ))}
    </div>
  );
}

/** app-layers: the library's apps and layers, each a link with its description. */
export function SiteAppLayers({
  content,
  language,
}: {
  content: { nome: string; descricao?: string | null; link: string }[];
  language: string;
}) {
  return (
    <ul className="site-links" lang={language}>
      {content.map((layer, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list's order is its identity
        <li key={index}>
          <SiteLink href={layer.link}>{layer.nome}</SiteLink>
          {layer.descricao ? <span className="site-links__description"> {layer.descricao}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** horarios: each library's opening hours, by the library's name. */
export function SiteOpeningHours({
  content,
  language,
  libraryNames,
}: {
  content: Record<string, string>;
  language: string;
  libraryNames: Record<string, string>;
}) {
  return (
    <dl className="site-hours" lang={language}>
      {Object.entries(content).map(([code, hours]) => (
        <div key={code} className="site-hours__row">
          <dt>{libraryNames[code] ?? code}</dt>
          <dd>{hours}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An activity notice (informativo:<code>): its text. */
export function SiteNotice({ content, language }: { content: { texto: string }; language: string }) {
  return (
    <div className="site-section site-notice" lang={language}>
      <SiteText text={content.texto} />
    </div>
  );
}
