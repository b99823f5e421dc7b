import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useErrorText } from '../../../components/error-message.tsx';
import { type DataColumn, DataList } from '../../../components/list/data-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatDateTime, formatInteger } from '../../../lib/format.ts';
import { type ImportJob, useImportQueue, useUploadImport } from '../api/catalogue-work-api.ts';
import { ImportProgress } from './import-progress.tsx';

/** What the file picker offers first; any file may still be chosen (the server tells MARC by its content). */
const MARC_FILES =
  '.mrc,.marc,.iso,.dat,.xml,.marcxml,application/marc,application/marcxml+xml,application/xml,text/xml';

/** The largest upload (the server's MAX_IMPORT_BYTES): refused here before any byte is sent. */
const MAX_BYTES = 50 * 1024 * 1024;

const JOB_PARAM = 'importacao';

function UploadForm({ onQueued }: { onQueued: (job: ImportJob) => void }) {
  const { t } = useTranslation('cataloguing');
  const errorText = useErrorText();
  const upload = useUploadImport();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(t('upload.choose'));
      input.current?.focus();
      return;
    }
    if (file.size > MAX_BYTES) {
      setProblem(t('upload.tooLarge'));
      input.current?.focus();
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (job) => {
        setFile(null);
        if (input.current) input.current.value = '';
        onQueued(job);
      },
      onError: (error) => {
        setProblem(errorText(error));
        input.current?.focus();
      },
    });
  };

  return (
    <form className="catalogue-form" onSubmit={submit} noValidate>
      <div className={`catalogue-field${problem ? ' catalogue-field--invalid' : ''}`}>
        <label htmlFor={id}>{t('upload.label')}</label>
        <input
          ref={input}
          id={id}
          type="file"
          accept={MARC_FILES}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
        />
        <span id={`${id}-hint`} className="catalogue-field__hint">
          {t('upload.hint')}
        </span>
        {problem ? (
          <span id={`${id}-problem`} className="catalogue-field__problem" role="alert">
            {problem}
          </span>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={upload.isPending}>
        {upload.isPending ? t('upload.sending') : t('upload.submit')}
      </button>
    </form>
  );
}

function ImportQueue() {
  const { t } = useTranslation('cataloguing');
  const query = useImportQueue();
  const columns: DataColumn<ImportJob>[] = [
    {
      header: t('queue.file'),
      cell: (job) => (
        <Link to={`?${JOB_PARAM}=${job.id}`} aria-label={t('queue.open', { file: job.arquivo, id: job.id })}>
          {job.arquivo}
        </Link>
      ),
    },
    {
      header: t('queue.status'),
      cell: (job) => <span className="catalogue-badge">{t(`status.${job.situacao}`)}</span>,
    },
    {
      header: t('queue.records'),
      cell: (job) =>
        t('queue.recordsValue', {
          read: formatInteger(job.lidos),
          expected: formatInteger(job.previstos),
          rejected: formatInteger(job.rejeitados),
        }),
    },
    {
      header: t('queue.submitted'),
      cell: (job) =>
        job.enviada_por
          ? t('queue.submittedBy', { when: formatDateTime(job.enviada_em), who: job.enviada_por })
          : formatDateTime(job.enviada_em),
    },
  ];
  return <DataList query={query} columns={columns} rowKey={(job) => job.id} empty={t('queue.empty')} />;
}

/** /equipe/catalogo/importacoes: upload a MARC file, follow its import to the report, and the queue of imports. */
export function ImportsScreen() {
  const { t } = useTranslation('cataloguing');
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get(JOB_PARAM)) || undefined;
  return (
    <>
      <PageTitle title={t('imports.title')} />
      <h1>{t('imports.title')}</h1>
      <p className="catalogue-muted">{t('imports.lead')}</p>
      <UploadForm onQueued={(job) => setParams({ [JOB_PARAM]: String(job.id) })} />
      {selected ? (
        <section className="catalogue-section" aria-labelledby="catalogue-current-import">
          <h2 id="catalogue-current-import">{t('imports.current', { id: selected })}</h2>
          <ImportProgress key={selected} id={selected} />
        </section>
      ) : null}
      <section className="catalogue-section" aria-labelledby="catalogue-import-queue">
        <h2 id="catalogue-import-queue">{t('queue.title')}</h2>
        <ImportQueue />
      </section>
    </>
  );
}
