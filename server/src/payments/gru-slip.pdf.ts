import { interleaved2of5 } from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { typeableLine } from './gru-barcode.ts';

export interface GruSlipFacts {
  payerName: string;
  /** CPF or CNPJ digits. */
  taxId: string;
  unitName: string;
  /** UG code (6 digits) and gestão (5). */
  unitCode: string;
  management: string;
  /** Código de recolhimento as printed: 28832-2. */
  collectionCode: string;
  collectionDescription: string;
  reference: string;
  /** MM/AAAA. */
  period: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  amountCents: number;
  barcode: string;
  /** The library the debts are owed to, for the instructions. */
  libraryName: string;
}

const day = (date: string) => date.split('-').reverse().join('/');
const money = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
const formatTaxId = (digits: string) =>
  digits.length === 11
    ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`
    : `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;

/**
 * The GRU Simples as the Treasury prints it (IN STN 2/2009, annex II): the favoured unit, the payer and the
 * instructions on the left, the thirteen value fields on the right, the typeable line and the interleaved 2 of 5
 * bar code below; the same slip twice, the payer's receipt above the cut line and the bank's part under it.
 * The slip's texts are Portuguese whatever the reader's language: it is a federal form, read by the bank.
 */
export async function renderGruSlip(facts: GruSlipFacts): Promise<Buffer> {
  // FEBRABAN: bar height at least 13 mm, narrow bar about 0.33 mm (scale 3 at 72 dpi is close to it).
  const barcodeImage = await interleaved2of5({
    bcid: 'interleaved2of5',
    text: facts.barcode,
    scale: 3,
    height: 13,
    includetext: false,
  });
  const document = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: { Title: `GRU Simples ${facts.reference}`, Author: facts.unitName, Subject: 'Guia de Recolhimento da União' },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));

  drawPart(document, facts, 36, 'Via do contribuinte');
  // Cut line between the receipt and the bank's part.
  document
    .moveTo(36, 362)
    .lineTo(559, 362)
    .dash(4, { space: 3 })
    .lineWidth(0.5)
    .strokeColor('#555555')
    .stroke()
    .undash();
  document.fontSize(6).fillColor('#555555').text('Corte aqui', 36, 354, { width: 523, align: 'right' });
  drawPart(document, facts, 376, 'Via do banco');
  // The bar code under the bank's part, where the teller's reader expects it.
  document.image(barcodeImage, 36, 696, { height: 42, width: 390 });
  document.end();
  return finished;
}

function drawPart(document: PDFKit.PDFDocument, facts: GruSlipFacts, top: number, copy: string) {
  const left = 36;
  const width = 523;
  const rightColumn = 365;
  const rowHeight = 18;
  document.lineWidth(0.7).strokeColor('#000000').fillColor('#000000');

  // Header: the federal form's title block.
  document.rect(left, top, width, 40).stroke();
  document
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('MINISTÉRIO DA FAZENDA', left + 8, top + 6);
  document
    .font('Helvetica')
    .fontSize(8)
    .text('Secretaria do Tesouro Nacional', left + 8, top + 19);
  document
    .font('Helvetica-Bold')
    .fontSize(12)
    .text('Guia de Recolhimento da União - GRU', left + 190, top + 8, { width: 320, align: 'right' });
  document
    .font('Helvetica')
    .fontSize(7)
    .text(copy, left + 190, top + 25, { width: 320, align: 'right' });

  const fields: [string, string][] = [
    ['Código de Recolhimento', facts.collectionCode],
    ['Número de Referência', facts.reference],
    ['Competência', facts.period],
    ['Vencimento', day(facts.dueDate)],
    ['CNPJ ou CPF do Contribuinte', formatTaxId(facts.taxId)],
    ['UG / Gestão', `${facts.unitCode} / ${facts.management}`],
    ['(=) Valor do Principal', money(facts.amountCents)],
    ['(-) Desconto / Abatimento', ''],
    ['(-) Outras Deduções', ''],
    ['(+) Mora / Multa', ''],
    ['(+) Juros / Encargos', ''],
    ['(+) Outros Acréscimos', ''],
    ['(=) Valor Total', money(facts.amountCents)],
  ];
  const bodyTop = top + 40;
  fields.forEach(([label, value], index) => {
    const y = bodyTop + index * rowHeight;
    document.rect(rightColumn, y, left + width - rightColumn, rowHeight).stroke();
    document
      .font('Helvetica')
      .fontSize(6)
      .text(label, rightColumn + 4, y + 2);
    document
      .font(index === fields.length - 1 ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .text(value, rightColumn + 4, y + 8, { width: left + width - rightColumn - 8, align: 'right' });
  });
  const bodyHeight = fields.length * rowHeight;
  document.rect(left, bodyTop, rightColumn - left, bodyHeight).stroke();

  const leftBox = (label: string, value: string, y: number, height: number) => {
    document.rect(left, y, rightColumn - left, height).stroke();
    document
      .font('Helvetica')
      .fontSize(6)
      .text(label, left + 4, y + 2);
    document.fontSize(9).text(value, left + 4, y + 11, { width: rightColumn - left - 8 });
  };
  leftBox('Nome do Contribuinte / Recolhedor:', facts.payerName, bodyTop, 36);
  leftBox('Nome da Unidade Favorecida:', facts.unitName, bodyTop + 36, 36);
  leftBox(
    'Instruções: As informações inseridas nessa guia são de exclusiva responsabilidade do contribuinte.',
    `${facts.collectionDescription}: débitos em ${facts.libraryName}. Pagável somente no Banco do Brasil ` +
      'até o vencimento. Após o pagamento, apresente o comprovante à biblioteca.',
    bodyTop + 72,
    bodyHeight - 72,
  );

  const lineY = bodyTop + bodyHeight + 8;
  document.font('Helvetica').fontSize(6).text('Linha digitável', left, lineY);
  document
    .font('Courier-Bold')
    .fontSize(11)
    .text(typeableLine(facts.barcode), left, lineY + 8);
  document
    .font('Helvetica')
    .fontSize(6)
    .text('GRU SIMPLES - Pagamento exclusivo no Banco do Brasil S.A.', left, lineY + 24);
}
