import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { ErrorMessage, useErrorText } from '../../../components/error-message.tsx';
import { type DataColumn, DataTable } from '../../../components/list/data-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import {
  type StaffRecord,
  useDeleteRecord,
  useRecord,
  useRecordSearch,
  useSetClosedCollection,
  useSetSuppressed,
  useUploadCover,
} from '../api/catalogue-work-api.ts';

const TERM = 'termo';
const RECORD = 'registro';

/** Cover images the server takes (cover-image.ts), up to 2 MB. */
const COVER_TYPES = 'image/jpeg,image/png,image/webp,image/gif';
const MAX_COVER_BYTES = 2 * 1024 * 1024;

function SearchForm({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const { t } = useTranslation('cataloguing');
  const [value, setValue] = useState(term);
  const id = useId();
  useEffect(() => setValue(term), [term]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onSearch(value.trim());
  };
  return (
    <form className="catalogue-form catalogue-form--inline" onSubmit={submit}>
      <div className="catalogue-field">
        <label htmlFor={id}>{t('records.searchLabel')}</label>
        <input
          id={id}
          type="search"
          value={value}
          maxLength={200}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <span id={`${id}-hint`} className="catalogue-field__hint">
          {t('records.searchHint')}
        </span>
      </div>
      <button type="submit" className="button button--primary">
        {t('records.search')}
      </button>
    </form>
  );
}

function Flags({ record }: { record: StaffRecord }) {
  const { t } = useTranslation('cataloguing');
  if (!record.suprimido && !record.acervo_fechado) return <>{t('records.public')}</>;
  return (
    <>
      {record.suprimido ? (
        <span className="catalogue-badge catalogue-badge--warning">{t('records.suppressedBadge')}</span>
      ) : null}{' '}
      {record.acervo_fechado ? <span className="catalogue-badge">{t('records.closedBadge')}</span> : null}
    </>
  );
}

function Results({ term }: { term: string }) {
  const { t } = useTranslation('cataloguing');
  const search = useRecordSearch(term);
  if (search.isPending) return <p className="loading-inline">{t('loading')}</p>;
  if (search.isError) return <ErrorMessage error={search.error} onRetry={() => void search.refetch()} />;
  const columns: DataColumn<StaffRecord>[] = [
    {
      header: t('records.titleColumn'),
      cell: (record) => (
        <Link to={`?${new URLSearchParams({ [TERM]: term, [RECORD]: String(record.cod_acervo) })}`}>
          {record.titulo}
        </Link>
      ),
    },
    { header: t('records.author'), cell: (record) => record.autor ?? '—' },
    { header: t('records.number'), cell: (record) => record.cod_acervo },
    { header: t('records.state'), cell: (record) => <Flags record={record} /> },
  ];
  return (
    <>
      <p aria-live="polite">{t('records.found', { count: search.data.total })}</p>
      {search.data.itens.length > 0 ? (
        <DataTable rows={search.data.itens} columns={columns} rowKey={(record) => record.cod_acervo} />
      ) : null}
    </>
  );
}

function CoverForm({ record }: { record: StaffRecord }) {
  const { t } = useTranslation('cataloguing');
  const errorText = useErrorText();
  const upload = useUploadCover(record.cod_acervo);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const id = useId();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(t('cover.choose'));
    if (file.size > MAX_COVER_BYTES) return setProblem(t('cover.tooLarge'));
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        if (input.current) input.current.value = '';
        // The cover's URL stays the same: a new query string shows the new image.
        setVersion((current) => current + 1);
      },
      onError: (error) => setProblem(errorText(error)),
    });
  };

  const current = record.link_capa ? `${record.link_capa}&v=${version}-${record.atualizado_em}` : null;
  return (
    <form className="catalogue-cover" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('cover.title')}</h3>
      <div className="catalogue-cover__images">
        <figure>
          {current ? (
            <img src={current} alt={t('cover.currentAlt', { title: record.titulo })} width={120} />
          ) : (
            <p className="catalogue-muted">{t('cover.none')}</p>
          )}
          <figcaption>{t('cover.current')}</figcaption>
        </figure>
        {preview ? (
          <figure>
            <img src={preview} alt={t('cover.previewAlt')} width={120} />
            <figcaption>{t('cover.preview')}</figcaption>
          </figure>
        ) : null}
      </div>
      <div className={`catalogue-field${problem ? ' catalogue-field--invalid' : ''}`}>
        <label htmlFor={id}>{t('cover.label')}</label>
        <input
          ref={input}
          id={id}
          type="file"
          accept={COVER_TYPES}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
        />
        <span id={`${id}-hint`} className="catalogue-field__hint">
          {t('cover.hint')}
        </span>
        {problem ? (
          <span id={`${id}-problem`} className="catalogue-field__problem" role="alert">
            {problem}
          </span>
        ) : null}
      </div>
      <button type="submit" className="button button--secondary" disabled={upload.isPending}>
        {t('cover.submit')}
      </button>
      {upload.isSuccess && !file ? (
        <p className="catalogue-status" role="status">
          {t('cover.saved')}
        </p>
      ) : null}
    </form>
  );
}

type Pending = 'suppress' | 'unsuppress' | 'delete' | null;

function RecordPanel({ id, onDeleted }: { id: number; onDeleted: (record: StaffRecord) => void }) {
  const { t } = useTranslation('cataloguing');
  const errorText = useErrorText();
  const query = useRecord(id);
  const closed = useSetClosedCollection(id);
  const suppress = useSetSuppressed(id);
  const remove = useDeleteRecord(id);
  const [pending, setPending] = useState<Pending>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  if (query.isPending) return <p className="loading-inline">{t('loading')}</p>;
  if (query.isError) return <ErrorMessage error={query.error} />;
  const record = query.data;

  const confirm = () => {
    const action = pending;
    setPending(null);
    setProblem(null);
    if (action === 'delete') {
      remove.mutate(undefined, {
        onSuccess: () => onDeleted(record),
        onError: (error) => setProblem(errorText(error)),
      });
    } else if (action) {
      suppress.mutate(action === 'suppress', {
        onSuccess: () => heading.current?.focus(),
        onError: (error) => setProblem(errorText(error)),
      });
    }
  };

  return (
    <section className="catalogue-card catalogue-record" aria-labelledby="catalogue-record-title">
      <h2 id="catalogue-record-title" ref={heading} tabIndex={-1}>
        {record.titulo}
      </h2>
      <dl className="catalogue-details">
        <div>
          <dt>{t('records.number')}</dt>
          <dd>{record.cod_acervo}</dd>
        </div>
        <div>
          <dt>{t('records.author')}</dt>
          <dd>{record.autor ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('records.year')}</dt>
          <dd>{record.ano ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('records.control')}</dt>
          <dd>{record.numero_controle ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('records.state')}</dt>
          <dd>
            {record.suprimido
              ? t('records.suppressedSince', { when: formatDateTime(record.suprimido_em ?? record.atualizado_em) })
              : t('records.public')}
          </dd>
        </div>
      </dl>
      {record.suprimido ? null : (
        <p>
          <a href={paths.record.getHref(record.cod_acervo)} target="_blank" rel="noreferrer">
            {t('records.openPublic')}
          </a>
        </p>
      )}

      <label className="catalogue-switch">
        <input
          type="checkbox"
          role="switch"
          checked={record.acervo_fechado}
          aria-checked={record.acervo_fechado}
          disabled={closed.isPending}
          aria-describedby="catalogue-closed-hint"
          onChange={(event) =>
            closed.mutate(event.target.checked, { onError: (error) => setProblem(errorText(error)) })
          }
        />
        <span>{t('records.closedCollection')}</span>
      </label>
      <p id="catalogue-closed-hint" className="catalogue-field__hint">
        {t('records.closedHint')}
      </p>

      <CoverForm record={record} />

      <div className="catalogue-actions">
        <h3>{t('records.withdrawTitle')}</h3>
        <p className="catalogue-muted">{t('records.withdrawHint')}</p>
        <button
          type="button"
          className="button button--secondary"
          disabled={suppress.isPending}
          onClick={() => setPending(record.suprimido ? 'unsuppress' : 'suppress')}
        >
          {record.suprimido ? t('records.unsuppress') : t('records.suppress')}
        </button>{' '}
        <button
          type="button"
          className="button button--secondary catalogue-danger"
          disabled={remove.isPending}
          onClick={() => setPending('delete')}
        >
          {t('records.delete')}
        </button>
      </div>
      {problem ? (
        <div className="notice notice--error" role="alert">
          <p>{problem}</p>
        </div>
      ) : null}
      {suppress.isSuccess ? (
        <p className="catalogue-status" role="status">
          {record.suprimido ? t('records.suppressedDone') : t('records.unsuppressedDone')}
        </p>
      ) : null}

      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`confirm.${pending}.title`) : undefined}
        content={pending ? <p>{t(`confirm.${pending}.text`, { title: record.titulo })}</p> : null}
        confirmLabel={pending ? t(`confirm.${pending}.confirm`) : undefined}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}

/** /equipe/catalogo/registros: find a record (suppressed ones too), then its cover, closed collection, suppress, delete. */
export function RecordsScreen() {
  const { t } = useTranslation('cataloguing');
  const [params, setParams] = useSearchParams();
  const term = params.get(TERM) ?? '';
  const id = Number(params.get(RECORD)) || undefined;
  const [deleted, setDeleted] = useState<string | null>(null);
  return (
    <>
      <PageTitle title={t('records.title')} />
      <h1>{t('records.title')}</h1>
      <SearchForm
        term={term}
        onSearch={(value) => {
          setDeleted(null);
          setParams({ [TERM]: value });
        }}
      />
      {deleted ? (
        <p className="catalogue-status" role="status">
          {t('records.deleted', { title: deleted })}
        </p>
      ) : null}
      <div className="catalogue-records">
        {term ? (
          <section className="catalogue-section" aria-label={t('records.results')}>
            <Results term={term} />
          </section>
        ) : null}
        {id ? (
          <RecordPanel
            key={id}
            id={id}
            onDeleted={(record) => {
              setDeleted(record.titulo);
              setParams(term ? { [TERM]: term } : {});
            }}
          />
        ) : null}
      </div>
    </>
  );
}
