import { useTranslation } from 'react-i18next';
import type { LibraryConfiguration } from '../api/content-api.ts';
import type { FieldMessages } from '../utils/field-problems.ts';
import { emptyEvent, type SectionDraft } from '../utils/section-kinds.ts';
import { TextAreaField, TextField } from './form-parts.tsx';

interface SectionFormProps {
  draft: SectionDraft;
  onChange(draft: SectionDraft): void;
  problems: FieldMessages;
  /** Prefix of the fields' ids (unique per section and language). */
  id: string;
  /** The section's language, set on every field so spell checking and screen readers use it. */
  language: string;
  libraries: readonly LibraryConfiguration[];
}

/** Moves item `from` one place up (-1) or down (+1). */
function moved<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The buttons of one entry of a list section: move up, move down, remove, each naming the entry. */
function EntryActions({
  index,
  count,
  name,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  name: string;
  onMove(step: -1 | 1): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('content');
  return (
    <div className="content-entry__actions">
      <button
        type="button"
        className="button button--secondary content-button--small"
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        {t('list.moveUp')}
        <span className="visually-hidden"> {name}</span>
      </button>
      <button
        type="button"
        className="button button--secondary content-button--small"
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        {t('list.moveDown')}
        <span className="visually-hidden"> {name}</span>
      </button>
      <button type="button" className="button button--secondary content-button--small" onClick={onRemove}>
        {t('list.remove')}
        <span className="visually-hidden"> {name}</span>
      </button>
    </div>
  );
}

/** The structured form of a section, by its kind: no JSON to type, every field labelled. */
export function SectionForm({ draft, onChange, problems, id, language, libraries }: SectionFormProps) {
  const { t } = useTranslation('content');
  const common = { lang: language };

  switch (draft.kind) {
    case 'text': {
      const set = (field: keyof typeof draft.value) => (value: string) =>
        onChange({ kind: 'text', value: { ...draft.value, [field]: value } });
      return (
        <>
          <TextField
            id={`${id}-titulo`}
            label={t('field.title')}
            value={draft.value.titulo}
            onValue={set('titulo')}
            problem={problems.titulo}
            maxLength={300}
            required
            {...common}
          />
          <TextAreaField
            id={`${id}-texto`}
            label={t('field.text')}
            hint={t('field.textHint')}
            value={draft.value.texto}
            onValue={set('texto')}
            problem={problems.texto}
            rows={6}
            required
            {...common}
          />
          <TextField
            id={`${id}-link`}
            label={t('field.linkOptional')}
            hint={t('field.linkHint')}
            value={draft.value.link}
            onValue={set('link')}
            problem={problems.link}
            inputMode="url"
          />
        </>
      );
    }
    case 'notice':
      return (
        <TextAreaField
          id={`${id}-texto`}
          label={t('field.text')}
          hint={t('field.textHint')}
          value={draft.value.texto}
          onValue={(texto) => onChange({ kind: 'notice', value: { texto } })}
          problem={problems.texto}
          rows={5}
          required
          {...common}
        />
      );
    case 'faq': {
      const entries = draft.value;
      const update = (next: typeof entries) => onChange({ kind: 'faq', value: next });
      return (
        <>
          {entries.length === 0 ? <p className="content-muted">{t('faq.empty')}</p> : null}
          <ol className="content-entries">
            {entries.map((entry, index) => {
              const name = t('faq.entryName', { number: index + 1 });
              const set = (field: keyof typeof entry) => (value: string) =>
                update(entries.map((current, at) => (at === index ? { ...current, [field]: value } : current)));
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: an entry is its position in the list
                <li key={index} className="content-entry">
                  <fieldset>
                    <legend>{name}</legend>
                    <TextField
                      id={`${id}-${index}-pergunta`}
                      label={t('faq.question')}
                      value={entry.pergunta}
                      onValue={set('pergunta')}
                      problem={problems[`${index}/pergunta`]}
                      maxLength={1000}
                      required
                      {...common}
                    />
                    <TextAreaField
                      id={`${id}-${index}-resposta`}
                      label={t('faq.answer')}
                      value={entry.resposta}
                      onValue={set('resposta')}
                      problem={problems[`${index}/resposta`]}
                      required
                      {...common}
                    />
                    <EntryActions
                      index={index}
                      count={entries.length}
                      name={name}
                      onMove={(step) => update(moved(entries, index, step))}
                      onRemove={() => update(entries.filter((_, at) => at !== index))}
                    />
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => update([...entries, { pergunta: '', resposta: '' }])}
          >
            {t('faq.add')}
          </button>
        </>
      );
    }
    case 'information': {
      const value = draft.value;
      const update = (next: Partial<typeof value>) => onChange({ kind: 'information', value: { ...value, ...next } });
      return (
        <>
          <TextAreaField
            id={`${id}-texto`}
            label={t('field.text')}
            hint={t('field.textHint')}
            value={value.texto}
            onValue={(texto) => update({ texto })}
            problem={problems.texto}
            rows={5}
            required
            {...common}
          />
          <ol className="content-entries">
            {value.itens.map((item, index) => {
              const name = t('information.itemName', { number: index + 1 });
              const set = (field: keyof typeof item) => (text: string) =>
                update({
                  itens: value.itens.map((current, at) => (at === index ? { ...current, [field]: text } : current)),
                });
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: an item is its position in the list
                <li key={index} className="content-entry">
                  <fieldset>
                    <legend>{name}</legend>
                    <TextField
                      id={`${id}-itens-${index}-titulo`}
                      label={t('field.title')}
                      value={item.titulo}
                      onValue={set('titulo')}
                      problem={problems[`itens/${index}/titulo`]}
                      maxLength={300}
                      required
                      {...common}
                    />
                    <TextAreaField
                      id={`${id}-itens-${index}-texto`}
                      label={t('field.text')}
                      value={item.texto}
                      onValue={set('texto')}
                      problem={problems[`itens/${index}/texto`]}
                      required
                      {...common}
                    />
                    <EntryActions
                      index={index}
                      count={value.itens.length}
                      name={name}
                      onMove={(step) => update({ itens: moved(value.itens, index, step) })}
                      onRemove={() => update({ itens: value.itens.filter((_, at) => at !== index) })}
                    />
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => update({ itens: [...value.itens, { titulo: '', texto: '' }] })}
          >
            {t('information.add')}
          </button>
        </>
      );
    }
    case 'events': {
      const events = draft.value;
      const update = (next: typeof events) => onChange({ kind: 'events', value: next });
      return (
        <>
          {events.length === 0 ? <p className="content-muted">{t('events.empty')}</p> : null}
          <ol className="content-entries">
            {events.map((event, index) => {
              const name = t('events.entryName', { number: index + 1 });
              const set = (field: keyof typeof event) => (value: string) =>
                update(events.map((current, at) => (at === index ? { ...current, [field]: value } : current)));
              const field = (name: string) => `${id}-${index}-${name}`;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: an event is its position in the list
                <li key={index} className="content-entry">
                  <fieldset>
                    <legend>{name}</legend>
                    <TextField
                      id={field('titulo')}
                      label={t('field.title')}
                      value={event.titulo}
                      onValue={set('titulo')}
                      problem={problems[`${index}/titulo`]}
                      maxLength={300}
                      required
                      {...common}
                    />
                    <div className="content-row">
                      <TextField
                        id={field('data')}
                        type="date"
                        label={t('events.start')}
                        value={event.data}
                        onValue={set('data')}
                        problem={problems[`${index}/data`]}
                        required
                      />
                      <TextField
                        id={field('data_fim')}
                        type="date"
                        label={t('events.endOptional')}
                        value={event.data_fim}
                        onValue={set('data_fim')}
                        problem={problems[`${index}/data_fim`]}
                        min={event.data || undefined}
                      />
                    </div>
                    <TextField
                      id={field('local')}
                      label={t('events.placeOptional')}
                      value={event.local}
                      onValue={set('local')}
                      problem={problems[`${index}/local`]}
                      maxLength={300}
                      {...common}
                    />
                    <TextAreaField
                      id={field('descricao')}
                      label={t('events.descriptionOptional')}
                      value={event.descricao}
                      onValue={set('descricao')}
                      problem={problems[`${index}/descricao`]}
                      rows={3}
                      {...common}
                    />
                    <TextField
                      id={field('link')}
                      label={t('field.linkOptional')}
                      hint={t('field.linkHint')}
                      value={event.link}
                      onValue={set('link')}
                      problem={problems[`${index}/link`]}
                      inputMode="url"
                    />
                    <EntryActions
                      index={index}
                      count={events.length}
                      name={name}
                      onMove={(step) => update(moved(events, index, step))}
                      onRemove={() => update(events.filter((_, at) => at !== index))}
                    />
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button type="button" className="button button--secondary" onClick={() => update([...events, emptyEvent()])}>
            {t('events.add')}
          </button>
        </>
      );
    }
    case 'layers': {
      const layers = draft.value;
      const update = (next: typeof layers) => onChange({ kind: 'layers', value: next });
      return (
        <>
          {layers.length === 0 ? <p className="content-muted">{t('layers.empty')}</p> : null}
          <ol className="content-entries">
            {layers.map((layer, index) => {
              const name = t('layers.entryName', { number: index + 1 });
              const set = (field: keyof typeof layer) => (value: string) =>
                update(layers.map((current, at) => (at === index ? { ...current, [field]: value } : current)));
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a layer is its position in the list
                <li key={index} className="content-entry">
                  <fieldset>
                    <legend>{name}</legend>
                    <TextField
                      id={`${id}-${index}-nome`}
                      label={t('layers.name')}
                      value={layer.nome}
                      onValue={set('nome')}
                      problem={problems[`${index}/nome`]}
                      maxLength={200}
                      required
                      {...common}
                    />
                    <TextField
                      id={`${id}-${index}-descricao`}
                      label={t('layers.descriptionOptional')}
                      value={layer.descricao}
                      onValue={set('descricao')}
                      problem={problems[`${index}/descricao`]}
                      {...common}
                    />
                    <TextField
                      id={`${id}-${index}-link`}
                      label={t('layers.link')}
                      hint={t('layers.linkHint')}
                      value={layer.link}
                      onValue={set('link')}
                      problem={problems[`${index}/link`]}
                      inputMode="url"
                      required
                    />
                    <EntryActions
                      index={index}
                      count={layers.length}
                      name={name}
                      onMove={(step) => update(moved(layers, index, step))}
                      onRemove={() => update(layers.filter((_, at) => at !== index))}
                    />
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => update([...layers, { nome: '', descricao: '', link: '' }])}
          >
            {t('layers.add')}
          </button>
        </>
      );
    }
    case 'hours': {
      const hours = draft.value;
      const codes = new Set([...libraries.map((library) => library.cod_biblioteca), ...Object.keys(hours)]);
      const names = Object.fromEntries(libraries.map((library) => [library.cod_biblioteca, library.desc_biblioteca]));
      return (
        <>
          <p className="content-muted">{t('hours.help')}</p>
          {[...codes].map((code) => (
            <TextField
              key={code}
              id={`${id}-${code}`}
              label={names[code] ? `${names[code]} (${code})` : code}
              value={hours[code] ?? ''}
              onValue={(value) => onChange({ kind: 'hours', value: { ...hours, [code]: value } })}
              problem={problems[code]}
              placeholder={t('hours.placeholder')}
              maxLength={500}
              {...common}
            />
          ))}
        </>
      );
    }
  }
}
