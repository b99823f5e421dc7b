import type { MarcDataField, MarcField, MarcRecordJson } from '@estante/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../record.css';

function isDataField(field: MarcField): field is MarcDataField {
  return 'subfields' in field;
}

/** MARC 21 documentation writes a blank indicator as # (MARC 21 Bibliographic, "Conventions"). */
function indicator(value: string): string {
  return value.trim() === '' ? '#' : value;
}

/** The record in MARC 21: leader, control fields (00X) and data fields with indicators and subfields. */
export function MarcTable({ record }: { record: MarcRecordJson }) {
  const { t } = useTranslation('record');
  const captionId = useId();
  return (
    <>
      {/* Scrollable on narrow screens; focusable so that keyboard users can scroll it (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="marc-table__scroller" aria-labelledby={captionId} tabIndex={0}>
        <table className="marc-table">
          <caption id={captionId} className="visually-hidden">
            {t('marc.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('marc.tag')}</th>
              <th scope="col">
                <abbr title={t('marc.indicator1')}>{t('marc.indicator1Short')}</abbr>
              </th>
              <th scope="col">
                <abbr title={t('marc.indicator2')}>{t('marc.indicator2Short')}</abbr>
              </th>
              <th scope="col">{t('marc.content')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">LDR</th>
              <td />
              <td />
              <td className="marc-table__fixed">{record.leader}</td>
            </tr>
            {record.fields.map((field, index) =>
              isDataField(field) ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: fields repeat; their order is their identity
                <tr key={index}>
                  <th scope="row">{field.tag}</th>
                  <td className="marc-table__indicator">{indicator(field.ind1)}</td>
                  <td className="marc-table__indicator">{indicator(field.ind2)}</td>
                  <td>
                    {field.subfields.map((subfield, position) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: subfield codes repeat within a field
                      <span key={position} className="marc-subfield">
                        <span className="marc-subfield__code">${subfield.code}</span> {subfield.value}
                      </span>
                    ))}
                  </td>
                </tr>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: fields repeat; their order is their identity
                <tr key={index}>
                  <th scope="row">{field.tag}</th>
                  <td />
                  <td />
                  <td className="marc-table__fixed">{field.value}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </section>
      <p className="marc-table__legend">{t('marc.legend')}</p>
    </>
  );
}
