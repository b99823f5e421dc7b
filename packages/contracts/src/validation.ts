/** Validation rules shared by server and web (spec 000 §5, 001 §5). */

/** Local part, @, domain whose top level has 2 or more letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Several recipients are separated by a semicolon. Returns the valid and the invalid ones. */
export function splitRecipients(value: string): { valid: string[]; invalid: string[] } {
  const parts = value
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  return {
    valid: parts.filter(isValidEmail),
    invalid: parts.filter((part) => !isValidEmail(part)),
  };
}

/** The phone input keeps only digits, hyphen, parentheses and spaces, at most 16 characters. */
export function filterPhone(value: string): string {
  return value.replace(/[^0-9\-() ]/g, '').slice(0, 16);
}

/** Tax id (CPF) is digits only. */
export function isDigitsOnly(value: string): boolean {
  return /^[0-9]+$/.test(value);
}

/** Switching-request pages accept 20-30 or 20/30. */
export const PAGE_RANGE_PATTERN = /^\s*\d+\s*[-/]\s*\d+\s*$/;

export interface PasswordRules {
  length: { min: number; max: number };
  has_numbers: boolean;
  only_numbers: boolean;
  special_char: boolean;
  diff_case: boolean;
  diff_name: boolean;
  /** Count of previous passwords that may not be reused (checked by the server). */
  last_pw: number;
}

export const PASSWORD_SPECIAL_CHARACTERS = ['@', '!', '#', '$', '%', '&', '*', '(', ')', '_', '-'] as const;

export type PasswordRuleName = 'length' | 'has_numbers' | 'only_numbers' | 'special_char' | 'diff_case' | 'diff_name';

/** Checks a new password against the enabled rules; returns the names of the rules it breaks. */
export function brokenPasswordRules(password: string, rules: PasswordRules, personName = ''): PasswordRuleName[] {
  const broken: PasswordRuleName[] = [];
  if (password.length < rules.length.min || password.length > rules.length.max) broken.push('length');
  if (rules.has_numbers && !/[0-9]/.test(password)) broken.push('has_numbers');
  if (rules.only_numbers && !/^[0-9]+$/.test(password)) broken.push('only_numbers');
  if (rules.special_char && !PASSWORD_SPECIAL_CHARACTERS.some((character) => password.includes(character))) {
    broken.push('special_char');
  }
  if (rules.diff_case && !(/[a-z]/.test(password) && /[A-Z]/.test(password))) broken.push('diff_case');
  if (rules.diff_name && personName) {
    const lower = password.toLocaleLowerCase();
    const words = personName
      .toLocaleLowerCase()
      .split(/\s+/)
      .filter((word) => word.length >= 3);
    if (words.some((word) => lower.includes(word))) broken.push('diff_name');
  }
  return broken;
}
