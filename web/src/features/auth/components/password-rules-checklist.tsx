import type { PasswordRules } from '@estante/contracts';
import { brokenPasswordRules, type PasswordRuleName } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import '../auth.css';

/** The rules the institution switched on, in the order shown. */
function enabledRules(rules: PasswordRules): PasswordRuleName[] {
  const names: PasswordRuleName[] = ['length'];
  if (rules.has_numbers) names.push('has_numbers');
  if (rules.only_numbers) names.push('only_numbers');
  if (rules.special_char) names.push('special_char');
  if (rules.diff_case) names.push('diff_case');
  if (rules.diff_name) names.push('diff_name');
  return names;
}

/** Whether a new password (already trimmed) meets every enabled rule: the server's own check. */
export function meetsPasswordRules(password: string, rules: PasswordRules, personName: string): boolean {
  return brokenPasswordRules(password, rules, personName).length === 0;
}

interface PasswordRulesChecklistProps {
  rules: PasswordRules;
  /** The new password, trimmed as it will be sent (spec 000 §5). */
  password: string;
  personName: string;
}

/**
 * The new password's rules, ticked live by the same function the server uses (packages/contracts/src/
 * validation.ts); the last-N rule is shown and checked by the server. Used by password recovery and by the
 * personal area's password change.
 */
export function PasswordRulesChecklist({ rules, password, personName }: PasswordRulesChecklistProps) {
  const { t } = useTranslation('auth');
  const broken = new Set(brokenPasswordRules(password, rules, personName));
  return (
    <ul className="auth-rules" aria-label={t('recovery.rulesLabel')}>
      {enabledRules(rules).map((rule) => {
        const met = password.length > 0 && !broken.has(rule);
        return (
          <li key={rule} className={met ? 'auth-rules__item auth-rules__item--met' : 'auth-rules__item'}>
            <span aria-hidden="true">{met ? '✓' : '•'}</span>{' '}
            {t(`rule.${rule}`, { min: rules.length.min, max: rules.length.max })}
            <span className="visually-hidden"> {met ? t('recovery.ruleMet') : t('recovery.ruleNotMet')}</span>
          </li>
        );
      })}
      {rules.last_pw > 0 ? (
        <li className="auth-rules__item">
          <span aria-hidden="true">•</span> {t('rule.last_pw', { count: rules.last_pw })}
        </li>
      ) : null}
    </ul>
  );
}
