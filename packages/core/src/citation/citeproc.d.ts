/** The parts of citeproc-js (CommonJS, no published types) that Estante uses. */
declare module 'citeproc' {
  interface CiteprocSys {
    retrieveLocale(lang: string): string | undefined;
    retrieveItem(id: string): unknown;
  }
  interface BibliographyMeta {
    bibliography_errors: unknown[];
    /** "flush" or "margin" in numbered styles, whose entries carry a left-margin label. */
    'second-field-align'?: string | false;
  }
  class Engine {
    constructor(sys: CiteprocSys, style: string, lang?: string, forceLang?: boolean);
    setOutputFormat(format: 'text' | 'html' | 'rtf'): void;
    updateItems(ids: string[]): void;
    makeBibliography(): [BibliographyMeta, string[]] | false;
  }
  const CSL: { Engine: typeof Engine };
  export default CSL;
}
