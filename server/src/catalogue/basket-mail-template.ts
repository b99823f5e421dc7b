import { createRequire } from 'node:module';
import type { ExportFormat, LanguageTag } from '@estante/contracts';
import { LinkifyIt } from 'linkify-it';
import type { RecordRow } from '../database/schema.ts';

/**
 * The basket e-mail's one template (issue 27, finding 1): the library's own words, the titles with their authors,
 * call numbers and links to our own catalogue, and the references. The sender chooses neither the subject nor any
 * link; their note is plain text with every link and address taken out, quoted under a line that says the library
 * did not write it. The mail is text/plain only, so nothing in it is markup a mail client would interpret.
 */

interface Words {
  subject: (library: string) => string;
  intro: (library: string, sender: BasketMailSender) => string;
  noteHeading: string;
  linkRemoved: string;
  titles: string;
  author: string;
  callNumber: string;
  references: string;
  footer: (publicUrl: string) => string;
}

export type BasketMailSender = 'patron' | 'visitor';

const WORDS: Record<LanguageTag, Words> = {
  pt: {
    subject: (library) => `${library}: cesta de títulos`,
    intro: (library, sender) =>
      `${sender === 'patron' ? 'Um usuário' : 'Um visitante'} do catálogo da ${library} enviou a você estes títulos.`,
    noteHeading: 'Mensagem de quem enviou (não foi escrita pela biblioteca; links removidos):',
    linkRemoved: '[link removido]',
    titles: 'Títulos',
    author: 'Autor',
    callNumber: 'Número de chamada',
    references: 'Referências',
    footer: (url) =>
      `Enviado pelo catálogo ${url} a pedido de quem o usa. Se você não esperava esta mensagem, pode ignorá-la.`,
  },
  en: {
    subject: (library) => `${library}: basket of titles`,
    intro: (library, sender) =>
      `A ${sender === 'patron' ? 'patron' : 'visitor'} of the ${library} catalogue sent you these titles.`,
    noteHeading: 'Message from the sender (not written by the library; links removed):',
    linkRemoved: '[link removed]',
    titles: 'Titles',
    author: 'Author',
    callNumber: 'Call number',
    references: 'References',
    footer: (url) =>
      `Sent by the catalogue at ${url} at the request of one of its users. If you did not expect this message, you can ignore it.`,
  },
  es: {
    subject: (library) => `${library}: cesta de títulos`,
    intro: (library, sender) =>
      `${sender === 'patron' ? 'Un usuario' : 'Un visitante'} del catálogo de ${library} le envió estos títulos.`,
    noteHeading: 'Mensaje de quien lo envía (no lo escribió la biblioteca; enlaces eliminados):',
    linkRemoved: '[enlace eliminado]',
    titles: 'Títulos',
    author: 'Autor',
    callNumber: 'Signatura topográfica',
    references: 'Referencias',
    footer: (url) =>
      `Enviado por el catálogo ${url} a pedido de uno de sus usuarios. Si no esperaba este mensaje, puede ignorarlo.`,
  },
  fr: {
    subject: (library) => `${library} : panier de titres`,
    intro: (library, sender) =>
      `${sender === 'patron' ? 'Un lecteur' : 'Un visiteur'} du catalogue de ${library} vous a envoyé ces titres.`,
    noteHeading: 'Message de l’expéditeur (non rédigé par la bibliothèque ; liens supprimés) :',
    linkRemoved: '[lien supprimé]',
    titles: 'Titres',
    author: 'Auteur',
    callNumber: 'Cote',
    references: 'Références',
    footer: (url) =>
      `Envoyé par le catalogue ${url} à la demande d’un de ses utilisateurs. Si vous n’attendiez pas ce message, vous pouvez l’ignorer.`,
  },
  it: {
    subject: (library) => `${library}: carrello di titoli`,
    intro: (library, sender) =>
      `${sender === 'patron' ? 'Un utente' : 'Un visitatore'} del catalogo di ${library} ti ha inviato questi titoli.`,
    noteHeading: 'Messaggio del mittente (non scritto dalla biblioteca; link rimossi):',
    linkRemoved: '[link rimosso]',
    titles: 'Titoli',
    author: 'Autore',
    callNumber: 'Collocazione',
    references: 'Riferimenti',
    footer: (url) =>
      `Inviato dal catalogo ${url} su richiesta di un suo utente. Se non aspettavi questo messaggio, puoi ignorarlo.`,
  },
};

const FORMAT_NAMES: Record<ExportFormat, string> = {
  abnt: 'ABNT',
  apa: 'APA',
  vancouver: 'Vancouver',
  chicago: 'Chicago',
  mla: 'MLA',
  ieee: 'IEEE',
  ris: 'RIS',
  bibtex: 'BibTeX',
  csv: 'CSV',
  marcxml: 'MARCXML',
  'dublin-core': 'Dublin Core',
  marc: 'ABNT',
};

// Bare domains ("evil.com/login") and IPs are found too, against the full list of top-level domains: mail
// clients turn those into links as well.
// (tlds is a JSON list: required, as Node's ESM loader wants an import attribute for JSON.)
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyIP: true, fuzzyEmail: true }).tlds(
  createRequire(import.meta.url)('tlds') as string[],
);
/** Any "scheme://…" linkify does not know ("hxxp://"); a trailing full stop or comma stays text. */
const OTHER_SCHEME = /\b[a-z][a-z0-9+.-]{1,30}:\/\/[^\s]*[^\s.,;:!?'"]/gi;
/** Schemes that need no slashes to run or load something. */
const SCRIPT_SCHEME = /\b(?:javascript|data|vbscript|file):[^\s]*[^\s.,;:!?'"]/gi;
// Control characters other than tab and newline (they could fake headers or hide text).
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The sender's note as plain text without links, e-mail addresses or control characters; undefined when empty. */
export function sanitizeNote(note: string | undefined, linkRemoved: string): string | undefined {
  let text = (note ?? '').replace(/\r\n?/g, '\n').replace(CONTROL, '');
  const matches = linkify.match(text) ?? [];
  for (const match of [...matches].reverse()) {
    text = `${text.slice(0, match.index)}${linkRemoved}${text.slice(match.lastIndex)}`;
  }
  text = text.replace(OTHER_SCHEME, linkRemoved).replace(SCRIPT_SCHEME, linkRemoved).trim();
  return text.length > 0 ? text : undefined;
}

export interface BasketMailContent {
  language: LanguageTag;
  library: string;
  publicUrl: string;
  sender: BasketMailSender;
  rows: RecordRow[];
  format: ExportFormat;
  /** The references in `format` (ABNT for MARC), as text. */
  references: string;
  note?: string;
}

/** The subject and text of a basket e-mail. */
export function basketMailMessage(content: BasketMailContent): { subject: string; text: string } {
  const words = WORDS[content.language];
  const base = content.publicUrl.replace(/\/+$/, '');
  const note = sanitizeNote(content.note, words.linkRemoved);
  const titles = content.rows.map((row, index) =>
    [
      `${index + 1}. ${row.title}`,
      row.main_author ? `   ${words.author}: ${row.main_author}` : undefined,
      row.call_number ? `   ${words.callNumber}: ${row.call_number}` : undefined,
      `   ${base}/acervo/${row.id}`,
    ]
      .filter((line) => line !== undefined)
      .join('\n'),
  );
  const text = [
    words.intro(content.library, content.sender),
    note ? `${words.noteHeading}\n${note.replace(/^/gm, '> ')}` : undefined,
    `${words.titles}\n\n${titles.join('\n\n')}`,
    `${words.references} (${FORMAT_NAMES[content.format]})\n\n${content.references.trim()}`,
    `-- \n${words.footer(base)}`,
  ]
    .filter((part) => part !== undefined)
    .join('\n\n');
  return { subject: words.subject(content.library), text: `${text}\n` };
}
