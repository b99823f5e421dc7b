import { useTranslation } from 'react-i18next';
import { useRecordSection } from '../api/get-record-section.ts';
import { SectionFrame } from './section-frame.tsx';

/** /dublin-core: the simple Dublin Core elements (LC crosswalk) and the same as oai_dc XML. */
export function RecordDublinCore({ recordId }: { recordId: number }) {
  const { t } = useTranslation('record');
  const view = useRecordSection(recordId, 'dublin-core');
  return (
    <SectionFrame title={t('tab.dublinCore')} query={view}>
      {() => (
        <>
          <div className="table-scroller">
            <table className="data-table">
              <caption className="visually-hidden">{t('dublinCore.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dublinCore.element')}</th>
                  <th scope="col">{t('dublinCore.value')}</th>
                </tr>
              </thead>
              <tbody>
                {view.data!.elementos.map((element, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an element may repeat with the same value
                  <tr key={index}>
                    <th scope="row" className="data-table__key">
                      dc:{element.elemento}
                    </th>
                    <td>{element.valor}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <details className="record-section__details">
            <summary>{t('dublinCore.xml')}</summary>
            <pre className="code-block">{view.data!.xml}</pre>
          </details>
        </>
      )}
    </SectionFrame>
  );
}
