import { CITATION_STYLES, type ExportFormat } from '@estante/contracts';

/** The formats offered, in this order (the citation styles first, ABNT the default); MARC is binary, so it cannot be copied as text. */
export const BASKET_FORMATS: readonly ExportFormat[] = [
  ...CITATION_STYLES,
  'ris',
  'bibtex',
  'csv',
  'marcxml',
  'dublin-core',
  'marc',
];

/** Formats a message body can carry: references to read (every citation style) or to load into a reference manager. */
export const EMAIL_FORMATS: readonly ExportFormat[] = [...CITATION_STYLES, 'ris', 'bibtex'];

export const isTextFormat = (format: ExportFormat) => format !== 'marc';

/** Saves a Blob as a file through a temporary object URL and a link with `download`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
