import type { Person, RecordDetail } from '@estante/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { languageName } from '../../../lib/language-name.ts';
import { OnlineLinks } from '../../eresources/index.ts';
import { useAuthorityLinks } from '../api/get-authority-links.ts';
import { RecordAdditionalTitles } from './record-additional-titles.tsx';
import '../record.css';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="record-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function List({ items }: { items: ReactNode[] }) {
  if (items.length === 1) return <>{items[0]}</>;
  return (
    <ul className="record-field__list">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: values of one field may repeat; position is their identity
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

function personLabel(person: Person): string {
  return person.dates ? `${person.name}, ${person.dates}` : person.name;
}

/** A subject's main heading, before its subdivisions: the part an authority record controls. */
function mainHeading(subject: string): string {
  return subject.split(' -- ')[0] ?? subject;
}

/** Imprint as catalogued (260/264), else assembled from place, publisher and year. */
function imprint(record: RecordDetail): string | undefined {
  if (record.imprenta) return record.imprenta;
  const place = record.local_publicacao;
  const publisher = record.editora;
  const parts = [place && publisher ? `${place}: ${publisher}` : (place ?? publisher), record.ano_publicacao];
  const text = parts.filter(Boolean).join(', ');
  return text || undefined;
}

/** The bibliographic description of a title, as a list of labelled fields. */
export function RecordDescription({ record }: { record: RecordDetail }) {
  const { t, i18n } = useTranslation(['record', 'common']);
  // A heading without an authority searches its own field for the heading as a phrase (not every field for its
  // words); its `*` and `?` are punctuation there, not truncation.
  const searchFor = (term: string, field: 'autor' | 'assunto') =>
    paths.home.getHref({ term: term.replace(/[*?]/g, ' '), field, position: 'exata' });
  const languages = (record.idiomas.length > 0 ? record.idiomas : record.idioma ? [record.idioma] : [])
    .map((code) => languageName(code, i18n.language))
    .filter((name): name is string => Boolean(name));
  const authors = [...record.autores].sort((a, b) => Number(b.main) - Number(a.main));
  const publication = imprint(record);
  // Headings with an authority open its page (see-from forms, related headings, the titles under it); the
  // others search for the heading.
  const authorityIds = useAuthorityLinks([
    ...authors.map(personLabel),
    ...record.assuntos.flatMap((subject) => [subject, mainHeading(subject)]),
  ]);
  const headingHref = (forms: string[], term: string, field: 'autor' | 'assunto') => {
    const id = forms.map((form) => authorityIds.get(form)).find((found) => found !== undefined);
    return id === undefined ? searchFor(term, field) : paths.authority.getHref(id);
  };

  return (
    <section className="record-section" aria-labelledby="record-section-heading">
      <h2 id="record-section-heading" className="record-section__heading">
        {t('tab.description')}
      </h2>
      <dl className="record-fields">
        <RecordAdditionalTitles recordId={record.cod_acervo} />
        {authors.length > 0 ? (
          <Field label={t('field.authors')}>
            <List
              items={authors.map((person) => (
                <span key={`${person.name}|${person.role ?? ''}`}>
                  <Link to={headingHref([personLabel(person)], person.name, 'autor')}>{personLabel(person)}</Link>
                  {person.role ? <span className="record-field__role"> ({person.role})</span> : null}
                </span>
              ))}
            />
          </Field>
        ) : null}
        {record.edicao ? <Field label={t('field.edition')}>{record.edicao}</Field> : null}
        {publication ? <Field label={t('field.imprint')}>{publication}</Field> : null}
        {record.descricao_fisica ? (
          <Field label={t('field.physicalDescription')}>{record.descricao_fisica}</Field>
        ) : null}
        {record.series.length > 0 ? (
          <Field label={t('field.series')}>
            <List items={record.series} />
          </Field>
        ) : null}
        {record.assuntos.length > 0 ? (
          <Field label={t('field.subjects')}>
            <List
              items={record.assuntos.map((subject) => (
                <Link key={subject} to={headingHref([subject, mainHeading(subject)], subject, 'assunto')}>
                  {subject}
                </Link>
              ))}
            />
          </Field>
        ) : null}
        {record.notas.length > 0 ? (
          <Field label={t('field.notes')}>
            <List items={record.notas} />
          </Field>
        ) : null}
        {record.isbn.length > 0 ? (
          <Field label={t('field.isbn')}>
            <List items={record.isbn} />
          </Field>
        ) : null}
        {record.issn.length > 0 ? (
          <Field label={t('field.issn')}>
            <List items={record.issn} />
          </Field>
        ) : null}
        {record.chamada ? (
          <Field label={t('field.callNumber')}>
            <span className="call-number">{record.chamada}</span>
          </Field>
        ) : null}
        {record.classificacao ? <Field label={t('field.classification')}>{record.classificacao}</Field> : null}
        {languages.length > 0 ? (
          <Field label={t('field.language')}>
            <List items={languages} />
          </Field>
        ) : null}
        {record.links.length > 0 ? (
          <Field label={t('field.onlineAccess')}>
            <OnlineLinks recordId={record.cod_acervo} links={record.links} />
          </Field>
        ) : null}
      </dl>
    </section>
  );
}
