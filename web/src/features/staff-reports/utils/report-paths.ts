import { STAFF_REPORT_KINDS, STAFF_WEB_ROOT, type StaffReportKind } from '@estante/contracts';

/** The reports area's own path under the staff console (/equipe/relatorios), and each report's below it. */
export const REPORTS_SEGMENT = 'relatorios';
export const REPORTS_PATH = `${STAFF_WEB_ROOT}/${REPORTS_SEGMENT}`;

export const reportPath = (kind: StaffReportKind) => `${REPORTS_PATH}/${kind}`;

export const REPORT_KINDS: readonly StaffReportKind[] = STAFF_REPORT_KINDS;
