import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Not chosen yet: the hold and request forms need every choice made (spec 000 §6). */
export const UNSET = '\u0000unset';

interface CopyChoiceSelectProps {
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}

/** A volume, tome, part, material or location choice; "" (any) is always offered. */
export function CopyChoiceSelect({ label, options, value, onChange }: CopyChoiceSelectProps) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} required onChange={(event) => onChange(event.target.value)}>
        <option value={UNSET} disabled>
          {t('holdForm.choose')}
        </option>
        <option value="">{t('holdForm.any')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Any" is preselected when there is nothing else to choose. */
export const initialChoice = (options: readonly string[]) => (options.length === 0 ? '' : UNSET);
