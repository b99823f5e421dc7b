import type { RecordDetail } from '@estante/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BasketToggle } from '../../../components/basket/basket-toggle.tsx';
import { paths } from '../../../config/paths.ts';
import { useDefaultImage } from '../../../hooks/use-default-image.ts';
import { useWorkTypeLabel } from '../../../hooks/use-work-type-label.ts';
import { useRecordSection } from '../api/get-record-section.ts';
import { useRecordColour } from '../api/record-extras.ts';
import '../record.css';

/** Title, statement of responsibility, work type, copy counts and the actions on the title. */
export function RecordHeader({ record }: { record: RecordDetail }) {
  const { t } = useTranslation('record');
  const workTypeLabel = useWorkTypeLabel();
  // The work type's own colour (GET /acervo/{id}/cor) on its badge; the theme's badge until it arrives.
  const colour = useRecordColour(record.cod_acervo).data;
  const { state } = useLocation();
  // No cover: the institution's default image for the work type (GET /consulta/imagem-padrao), as in the results.
  const defaultImage = useDefaultImage().data;
  const placeholder = record.link_capa
    ? undefined
    : (defaultImage?.por_tipo_obra[String(record.cod_tipo_obra)] ?? defaultImage?.url);
  // Spec 000 §4: no hold while a copy is available; a loan request needs an available circulating copy.
  const permissions = useRecordSection(record.cod_acervo, 'permissoes').data;
  const canHold = permissions?.reserva ?? false;
  const canRequest = permissions?.solicitacao_emprestimo ?? false;
  // Some catalogues put the subtitle (245 $b) in the title too; do not show it twice.
  const subtitle =
    record.subtitulo && !record.titulo.toLocaleLowerCase().includes(record.subtitulo.toLocaleLowerCase())
      ? record.subtitulo
      : undefined;

  return (
    <div className="record-header">
      <div className={`record-header__cover${record.link_capa ? '' : ' record-header__cover--none'}`}>
        {record.link_capa ? (
          <img src={record.link_capa} alt={t('header.coverAlt', { title: record.titulo })} width={140} height={200} />
        ) : placeholder ? (
          <img className="record-header__cover-default" src={placeholder} alt="" width={140} height={210} />
        ) : (
          <div className="record-header__cover-placeholder" aria-hidden="true">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5zM5 19.5A1.5 1.5 0 0 0 6.5 21H19" />
            </svg>
          </div>
        )}
      </div>
      <div className="record-header__body">
        <p
          className={`record-header__type${colour ? ' record-header__type--coloured' : ''}`}
          style={
            colour
              ? ({ '--work-type-colour': colour.cor, '--work-type-text': colour.texto } as CSSProperties)
              : undefined
          }
        >
          <span className="visually-hidden">{t('header.workType')}: </span>
          {workTypeLabel(record.cod_tipo_obra)}
        </p>
        <h1 id="record-title" className="record-header__title">
          {record.titulo}
        </h1>
        {subtitle ? <p className="record-header__subtitle">{subtitle}</p> : null}
        {record.responsabilidade ? <p className="record-header__responsibility">{record.responsabilidade}</p> : null}
        {record.exemplares_total > 0 ? (
          <dl className="record-header__copies">
            <div>
              <dt>{t('header.copies')}</dt>
              <dd>{record.exemplares_total}</dd>
            </div>
            <div>
              <dt>{t('header.available')}</dt>
              <dd className={record.exemplares_disponiveis > 0 ? 'record-header__available' : undefined}>
                {record.exemplares_disponiveis}
              </dd>
            </div>
          </dl>
        ) : null}
        <ul className="record-header__actions">
          <li>
            <BasketToggle
              item={{
                cod_acervo: record.cod_acervo,
                titulo: record.titulo,
                autor: record.responsabilidade ?? undefined,
                imprenta: record.imprenta ?? undefined,
                ano_publicacao: record.ano_publicacao ?? undefined,
              }}
            />
          </li>
          {canHold ? (
            <li>
              <Link
                className="button button--primary"
                to={paths.record.getHref(record.cod_acervo, 'reserva')}
                state={state}
              >
                {t('action.hold')}
              </Link>
            </li>
          ) : null}
          {canRequest ? (
            <li>
              <Link
                className="button button--secondary"
                to={paths.record.getHref(record.cod_acervo, 'solicitacao-emprestimo')}
                state={state}
              >
                {t('action.loanRequest')}
              </Link>
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}
