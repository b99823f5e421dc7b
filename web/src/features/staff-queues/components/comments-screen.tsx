import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { useErrorText } from '../../../components/error-message.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import {
  COMMENT_STATUSES,
  type StaffComment,
  useCommentQueue,
  useGeneralComments,
  useReviewComment,
} from '../api/queues-api.ts';
import { QUEUE_PATHS } from '../utils/queue-paths.ts';
import {
  LibraryFilter,
  QueueFilters,
  QueueHeader,
  QueuePager,
  QueueResults,
  StatusFilter,
  Th,
  useQueueFilter,
} from './queue-controls.tsx';
import { QueueTabs } from './queue-tabs.tsx';

function CommentTabs() {
  const { t } = useTranslation('queues');
  return (
    <QueueTabs
      label={t('comments.tabs')}
      tabs={[
        { to: QUEUE_PATHS.comments, label: t('comments.titleTab'), end: true },
        { to: QUEUE_PATHS.generalComments, label: t('comments.generalTab') },
      ]}
    />
  );
}

/**
 * /equipe/filas/comentarios: title comments wait here for approval (the title page shows them once approved); the
 * pending ones first by default. Rejecting asks first: a rejected comment is never shown.
 */
export function CommentsScreen() {
  const { t, i18n } = useTranslation('queues');
  const { filter, read, page, set } = useQueueFilter({ situacao: 'PENDENTE' });
  const queue = useCommentQueue(filter);
  const review = useReviewComment();
  const errorText = useErrorText();
  const [rejecting, setRejecting] = useState<StaffComment | null>(null);

  const decide = (comment: StaffComment, approve: boolean) =>
    review.mutate(
      { id: comment.cod_comentario, approve },
      {
        onSuccess: () =>
          toast.success(t(approve ? 'comments.approved' : 'comments.rejected', { title: comment.titulo })),
        onError: (error) => toast.warning(errorText(error)),
      },
    );

  return (
    <section className="queue">
      <QueueHeader title={t('comments.title')} lead={t('comments.lead')} />
      <CommentTabs />
      <QueueFilters>
        <LibraryFilter value={read('biblioteca')} onChange={(biblioteca) => set({ biblioteca })} />
        <StatusFilter
          value={read('situacao')}
          onChange={(situacao) => set({ situacao })}
          counts={queue.data?.contagens}
          options={COMMENT_STATUSES.map((status) => ({ value: status, label: t(`comments.status.${status}`) }))}
        />
      </QueueFilters>
      <QueueResults query={queue} empty={t('comments.empty')}>
        {(comments) => (
          <div className="data-table-wrap">
            <table className="data-table queue__table">
              <caption className="visually-hidden">{t('comments.title')}</caption>
              <thead>
                <tr>
                  <Th>{t('comments.colTitle')}</Th>
                  <Th>{t('comments.colComment')}</Th>
                  <Th>{t('comments.colAuthor')}</Th>
                  <Th>{t('comments.colSent')}</Th>
                  <Th>{t('comments.colStatus')}</Th>
                  <Th hidden>{t('actions')}</Th>
                </tr>
              </thead>
              <tbody>
                {comments.map((comment) => (
                  <tr key={comment.cod_comentario}>
                    <td data-label={t('comments.colTitle')}>
                      <Link to={paths.record.getHref(comment.cod_acervo)}>{comment.titulo}</Link>
                    </td>
                    <td data-label={t('comments.colComment')} className="queue__text">
                      {comment.comentario}
                    </td>
                    <td data-label={t('comments.colAuthor')}>{comment.nome}</td>
                    <td data-label={t('comments.colSent')}>{formatDateTime(comment.data, i18n.language)}</td>
                    <td data-label={t('comments.colStatus')}>
                      <span className={`queue-badge queue-badge--${comment.situacao.toLowerCase()}`}>
                        {t(`comments.status.${comment.situacao}`)}
                      </span>
                    </td>
                    <td>
                      {comment.situacao === 'PENDENTE' ? (
                        <div className="queue__actions">
                          <button
                            type="button"
                            className="button button--primary"
                            disabled={review.isPending}
                            onClick={() => decide(comment, true)}
                            aria-label={t('comments.approveNamed', { title: comment.titulo, author: comment.nome })}
                          >
                            {t('comments.approve')}
                          </button>
                          <button
                            type="button"
                            className="button button--secondary"
                            disabled={review.isPending}
                            onClick={() => setRejecting(comment)}
                            aria-label={t('comments.rejectNamed', { title: comment.titulo, author: comment.nome })}
                          >
                            {t('comments.reject')}
                          </button>
                        </div>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueueResults>
      <QueuePager page={page} total={queue.data?.total ?? 0} onPage={(pagina) => set({ pagina })} />
      <ConfirmDialog
        open={rejecting !== null}
        title={t('comments.rejectTitle')}
        content={rejecting ? t('comments.rejectText', { title: rejecting.titulo, author: rejecting.nome }) : ''}
        confirmLabel={t('comments.reject')}
        cancelLabel={t('comments.keep')}
        onCancel={() => setRejecting(null)}
        onConfirm={() => {
          if (rejecting) decide(rejecting, false);
          setRejecting(null);
        }}
      />
    </section>
  );
}

/** /equipe/filas/comentarios/gerais: what patrons wrote from the footer's comment form, newest first. */
export function GeneralCommentsScreen() {
  const { t, i18n } = useTranslation('queues');
  const { filter, read, page, set } = useQueueFilter();
  const queue = useGeneralComments(filter);
  return (
    <section className="queue">
      <QueueHeader title={t('comments.generalTitle')} lead={t('comments.generalLead')} />
      <CommentTabs />
      <QueueFilters>
        <LibraryFilter value={read('biblioteca')} onChange={(biblioteca) => set({ biblioteca })} />
      </QueueFilters>
      <QueueResults query={queue} empty={t('comments.generalEmpty')}>
        {(comments) => (
          <ul className="queue__cards">
            {comments.map((comment) => (
              <li key={comment.cod_comentario} className="queue__card">
                <p className="queue__text">{comment.comentario}</p>
                <p className="queue__meta">
                  {t('comments.generalMeta', {
                    who: comment.nome ?? t('comments.anonymous'),
                    library: comment.desc_biblioteca,
                    when: formatDateTime(comment.data, i18n.language),
                  })}
                  {comment.email ? (
                    <>
                      {' · '}
                      <a href={`mailto:${comment.email}`}>{comment.email}</a>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueueResults>
      <QueuePager page={page} total={queue.data?.total ?? 0} onPage={(pagina) => set({ pagina })} />
    </section>
  );
}
