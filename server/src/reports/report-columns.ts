import type {
  AccessReportRow,
  AcquisitionsReportRow,
  CirculationReportRow,
  LanguageTag,
  OverdueReportRow,
  PURCHASE_ORDER_REPORT_STATUSES,
  PurchaseOrdersReportRow,
  WaitingHoldsReportRow,
} from '@estante/contracts';
import type { PurchaseOrderTable } from '../database/schema.ts';
import type { CsvCell } from './report-csv.ts';

type Texts = Readonly<Record<LanguageTag, string>>;

/** One CSV column: the JSON field it shows and its header in each language. */
export interface ReportColumn<Row> {
  field: keyof Row & string;
  header: Texts;
  /** Money is written with two decimals (12.50), as the JSON's number. */
  money?: boolean;
}

const LIBRARY_CODE: Texts = {
  pt: 'Código da biblioteca',
  en: 'Library code',
  es: 'Código de la biblioteca',
  fr: 'Code de la bibliothèque',
  it: 'Codice della biblioteca',
};
const LIBRARY: Texts = { pt: 'Biblioteca', en: 'Library', es: 'Biblioteca', fr: 'Bibliothèque', it: 'Biblioteca' };
const MONTH: Texts = { pt: 'Mês', en: 'Month', es: 'Mes', fr: 'Mois', it: 'Mese' };
const TITLE: Texts = { pt: 'Título', en: 'Title', es: 'Título', fr: 'Titre', it: 'Titolo' };
const TITLE_NUMBER: Texts = {
  pt: 'Número do título',
  en: 'Title number',
  es: 'Número del título',
  fr: 'Numéro du titre',
  it: 'Numero del titolo',
};

export const CIRCULATION_COLUMNS: readonly ReportColumn<CirculationReportRow>[] = [
  { field: 'mes', header: MONTH },
  { field: 'biblioteca', header: LIBRARY_CODE },
  { field: 'desc_biblioteca', header: LIBRARY },
  { field: 'emprestimos', header: { pt: 'Empréstimos', en: 'Loans', es: 'Préstamos', fr: 'Prêts', it: 'Prestiti' } },
  {
    field: 'devolucoes',
    header: { pt: 'Devoluções', en: 'Returns', es: 'Devoluciones', fr: 'Retours', it: 'Restituzioni' },
  },
  {
    field: 'renovacoes',
    header: { pt: 'Renovações', en: 'Renewals', es: 'Renovaciones', fr: 'Renouvellements', it: 'Rinnovi' },
  },
];

export const WAITING_HOLDS_COLUMNS: readonly ReportColumn<WaitingHoldsReportRow>[] = [
  { field: 'cod_acervo', header: TITLE_NUMBER },
  { field: 'titulo', header: TITLE },
  { field: 'autor', header: { pt: 'Autor', en: 'Author', es: 'Autor', fr: 'Auteur', it: 'Autore' } },
  { field: 'biblioteca', header: LIBRARY_CODE },
  { field: 'desc_biblioteca', header: LIBRARY },
  {
    field: 'fila',
    header: {
      pt: 'Reservas na fila',
      en: 'Holds waiting',
      es: 'Reservas en espera',
      fr: 'Réservations en attente',
      it: 'Prenotazioni in attesa',
    },
  },
  {
    field: 'mais_antiga',
    header: {
      pt: 'Reserva mais antiga',
      en: 'Oldest hold',
      es: 'Reserva más antigua',
      fr: 'Réservation la plus ancienne',
      it: 'Prenotazione più vecchia',
    },
  },
  {
    field: 'dias_espera',
    header: {
      pt: 'Dias de espera',
      en: 'Days waiting',
      es: 'Días de espera',
      fr: "Jours d'attente",
      it: 'Giorni di attesa',
    },
  },
];

export const OVERDUE_COLUMNS: readonly ReportColumn<OverdueReportRow>[] = [
  {
    field: 'usuario',
    header: { pt: 'Usuário', en: 'User code', es: 'Usuario', fr: 'Identifiant', it: 'Codice utente' },
  },
  { field: 'nome', header: { pt: 'Nome', en: 'Name', es: 'Nombre', fr: 'Nom', it: 'Nome' } },
  { field: 'cod_acervo', header: TITLE_NUMBER },
  { field: 'titulo', header: TITLE },
  {
    field: 'codigo_barras',
    header: {
      pt: 'Código de barras',
      en: 'Barcode',
      es: 'Código de barras',
      fr: 'Code-barres',
      it: 'Codice a barre',
    },
  },
  { field: 'biblioteca', header: LIBRARY_CODE },
  { field: 'desc_biblioteca', header: LIBRARY },
  {
    field: 'data_devolucao_prevista',
    header: {
      pt: 'Devolução prevista',
      en: 'Due date',
      es: 'Fecha de devolución',
      fr: 'Date de retour',
      it: 'Scadenza',
    },
  },
  {
    field: 'dias_atraso',
    header: {
      pt: 'Dias de atraso',
      en: 'Days late',
      es: 'Días de retraso',
      fr: 'Jours de retard',
      it: 'Giorni di ritardo',
    },
  },
  {
    field: 'multa',
    money: true,
    header: {
      pt: 'Multa até hoje',
      en: 'Fine so far',
      es: 'Multa hasta hoy',
      fr: 'Amende à ce jour',
      it: 'Multa a oggi',
    },
  },
];

export function accessColumns(byMonth: boolean): readonly ReportColumn<AccessReportRow>[] {
  return [
    { field: 'periodo', header: byMonth ? MONTH : { pt: 'Dia', en: 'Day', es: 'Día', fr: 'Jour', it: 'Giorno' } },
    {
      field: 'pesquisas',
      header: { pt: 'Pesquisas', en: 'Searches', es: 'Búsquedas', fr: 'Recherches', it: 'Ricerche' },
    },
    {
      field: 'visualizacoes',
      header: {
        pt: 'Títulos vistos',
        en: 'Title pages viewed',
        es: 'Títulos vistos',
        fr: 'Notices consultées',
        it: 'Schede visualizzate',
      },
    },
  ];
}

export const ACQUISITIONS_COLUMNS: readonly ReportColumn<AcquisitionsReportRow>[] = [
  { field: 'mes', header: MONTH },
  {
    field: 'situacao',
    header: {
      pt: 'Código da situação',
      en: 'Status code',
      es: 'Código de la situación',
      fr: 'Code du statut',
      it: 'Codice dello stato',
    },
  },
  { field: 'desc_situacao', header: { pt: 'Situação', en: 'Status', es: 'Situación', fr: 'Statut', it: 'Stato' } },
  {
    field: 'quantidade',
    header: { pt: 'Sugestões', en: 'Suggestions', es: 'Sugerencias', fr: 'Suggestions', it: 'Suggerimenti' },
  },
];

type PurchaseOrderStatus = PurchaseOrderTable['status'];

/** A purchase order's status as the queues name it on the wire. */
export const PURCHASE_ORDER_STATUS_NAMES: Record<PurchaseOrderStatus, (typeof PURCHASE_ORDER_REPORT_STATUSES)[number]> =
  {
    open: 'aberto',
    sent: 'enviado',
    received: 'recebido',
    cancelled: 'cancelado',
  };

const PURCHASE_ORDER_STATUS_TEXTS: Record<PurchaseOrderStatus, Texts> = {
  open: { pt: 'Aberto', en: 'Open', es: 'Abierto', fr: 'Ouvert', it: 'Aperto' },
  sent: { pt: 'Enviado', en: 'Sent', es: 'Enviado', fr: 'Envoyé', it: 'Inviato' },
  received: { pt: 'Recebido', en: 'Received', es: 'Recibido', fr: 'Reçu', it: 'Ricevuto' },
  cancelled: { pt: 'Cancelado', en: 'Cancelled', es: 'Cancelado', fr: 'Annulé', it: 'Annullato' },
};

export const purchaseOrderStatusText = (status: PurchaseOrderStatus, language: LanguageTag): string =>
  PURCHASE_ORDER_STATUS_TEXTS[status][language];

export const PURCHASE_ORDER_COLUMNS: readonly ReportColumn<PurchaseOrdersReportRow>[] = [
  { field: 'mes', header: MONTH },
  {
    field: 'situacao',
    header: {
      pt: 'Código da situação',
      en: 'Status code',
      es: 'Código de la situación',
      fr: 'Code du statut',
      it: 'Codice dello stato',
    },
  },
  { field: 'desc_situacao', header: { pt: 'Situação', en: 'Status', es: 'Situación', fr: 'Statut', it: 'Stato' } },
  {
    field: 'pedidos',
    header: { pt: 'Pedidos', en: 'Orders', es: 'Pedidos', fr: 'Commandes', it: 'Ordini' },
  },
  {
    field: 'exemplares',
    header: { pt: 'Exemplares', en: 'Copies', es: 'Ejemplares', fr: 'Exemplaires', it: 'Copie' },
  },
  {
    field: 'valor',
    money: true,
    header: { pt: 'Valor total', en: 'Total price', es: 'Valor total', fr: 'Montant total', it: 'Importo totale' },
  },
];

/** The header row and the cells of every row, in the caller's language. */
export function csvTable<Row>(
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
  language: LanguageTag,
): { header: string[]; cells: CsvCell[][] } {
  return {
    header: columns.map((column) => column.header[language]),
    cells: rows.map((row) =>
      columns.map((column) => {
        const value = row[column.field] as unknown;
        if (value === null || value === undefined) return null;
        if (column.money && typeof value === 'number') return value.toFixed(2);
        return typeof value === 'number' ? value : String(value);
      }),
    ),
  };
}
