import { useTranslation } from 'react-i18next';
import { useRecordSection } from '../api/get-record-section.ts';
import { SectionFrame } from './section-frame.tsx';

/** /acervo-fechado: closed-collection (storage) notice; copies are fetched by staff on request. */
export function RecordClosedCollection({ recordId }: { recordId: number }) {
  const { t } = useTranslation('record');
  const warehouse = useRecordSection(recordId, 'dados-armazem');
  return (
    <SectionFrame title={t('tab.closedCollection')} query={warehouse}>
      {() =>
        warehouse.data!.acervo_fechado ? (
          <div className="notice notice--info">
            <p className="notice__title">{t('closed.title')}</p>
            <p>{t('closed.description', { count: warehouse.data!.exemplares.length })}</p>
          </div>
        ) : (
          <p className="record-section__empty">{t('closed.open')}</p>
        )
      }
    </SectionFrame>
  );
}
