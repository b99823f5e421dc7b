import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { type DataColumn, DataList } from '../../../components/list/data-list.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { type OwnComment, ownCommentsQuery, useDeleteOwnComment } from '../api/comments-api.ts';
import { useApiRefusal } from '../hooks/use-account-text.ts';

const STATUS_BADGE = { PENDENTE: '', APROVADO: ' badge--success', REPROVADO: ' badge--danger' } as const;

/** The patron's own title comments (spec 001 §7.7) with their approval status; each can be deleted. */
export function CommentsScreen() {
  const { t, i18n } = useTranslation('account');
  const comments = useQuery(ownCommentsQuery());
  const remove = useDeleteOwnComment();
  const apiRefusal = useApiRefusal();
  const [deleting, setDeleting] = useState<OwnComment | null>(null);
  const [message, setMessage] = useState<{ kind: string; text: string } | null>(null);
  const language = i18n.language;

  const confirmDelete = () => {
    const comment = deleting;
    setDeleting(null);
    if (!comment) return;
    remove.mutate(comment.cod_comentario, {
      onSuccess: () => setMessage({ kind: 'success', text: t('comments.deleted', { title: comment.titulo }) }),
      onError: (error) => setMessage({ kind: 'warning', text: apiRefusal(error) ?? String(error) }),
    });
  };
  const columns: DataColumn<OwnComment>[] = [
    {
      header: t('loans.colTitle'),
      cell: (row) => <Link to={paths.record.getHref(row.cod_acervo)}>{row.titulo}</Link>,
    },
    { header: t('comments.colComment'), cell: (row) => <span className="account-comment">{row.comentario}</span> },
    { header: t('comments.colSentAt'), cell: (row) => formatDate(row.data, language) },
    {
      header: t('loans.colStatus'),
      cell: (row) => (
        <span className={`badge${STATUS_BADGE[row.situacao]}`}>{t(`comments.status.${row.situacao}`)}</span>
      ),
    },
    {
      header: t('comments.delete'),
      hideHeader: true,
      cell: (row) => (
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('comments.deleteOne', { title: row.titulo })}
          disabled={remove.isPending}
          onClick={() => setDeleting(row)}
        >
          {t('comments.delete')}
        </button>
      ),
    },
  ];
  return (
    <section aria-labelledby="comments-heading" className="account-section">
      <h2 id="comments-heading">{t('comments.title')}</h2>
      <div role="status" aria-live="polite" className="account-messages">
        {message ? <p className={`notice notice--${message.kind}`}>{message.text}</p> : null}
      </div>
      <DataList query={comments} columns={columns} rowKey={(row) => row.cod_comentario} empty={t('comments.empty')} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('comments.confirmTitle')}
        content={t('comments.confirmContent', { title: deleting?.titulo ?? '' })}
        confirmLabel={t('comments.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
