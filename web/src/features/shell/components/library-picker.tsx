import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampuses, useLibraries } from '../api/library-units.ts';

interface LibraryPickerProps {
  campus: number | undefined;
  library: string;
  onCampusChange: (campus: number | undefined) => void;
  onLibraryChange: (library: string) => void;
}

/** Campus, then library of that campus (spec 000 §2 footer forms). The library is required. */
export function LibraryPicker({ campus, library, onCampusChange, onLibraryChange }: LibraryPickerProps) {
  const { t } = useTranslation('shell');
  const campusId = useId();
  const libraryId = useId();
  const campuses = useCampuses();
  const libraries = useLibraries(campus);
  return (
    <div className="field-row">
      <div className="field">
        <label htmlFor={campusId}>{t('feedback.campus')}</label>
        <select
          id={campusId}
          value={campus ?? ''}
          onChange={(event) => {
            onCampusChange(event.target.value ? Number(event.target.value) : undefined);
            onLibraryChange('');
          }}
        >
          <option value="">{t('feedback.allCampuses')}</option>
          {campuses.data?.map((option) => (
            <option key={option.cod_campus} value={option.cod_campus}>
              {option.nome_campus}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={libraryId}>
          {t('feedback.library')} <span className="field__required">*</span>
        </label>
        <select id={libraryId} value={library} required onChange={(event) => onLibraryChange(event.target.value)}>
          <option value="">{t('feedback.chooseLibrary')}</option>
          {libraries.data?.map((option) => (
            <option key={option.cod_biblioteca} value={option.cod_biblioteca}>
              {option.desc_biblioteca}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
