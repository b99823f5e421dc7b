import { isCalendarDate } from '@estante/core';
import type { TSchema } from '@sinclair/typebox';
import { Value, ValueErrorType } from '@sinclair/typebox/value';
import { type FieldProblem, isWebLink } from '../site-parameters/index.ts';

/**
 * The checks of a site section's content beyond its shape (SITE_SECTION_SCHEMAS): what the public pages need to
 * show it (a question without an answer, an event without a title, an end before the start, a link that is no web
 * address, opening hours of a library that does not exist). Pure, so every rule is tested without a database.
 */

/** The shape's errors, one per field, as field problems (the schema's wording stays in the message). */
export function shapeProblems(schema: TSchema, content: unknown): FieldProblem[] {
  const problems = new Map<string, FieldProblem>();
  for (const error of Value.Errors(schema, content)) {
    const campo = fieldPath(error.path);
    if (problems.has(campo)) continue;
    problems.set(campo, shapeProblem(campo, error.type, error.schema));
  }
  return [...problems.values()];
}

function shapeProblem(campo: string, type: ValueErrorType, schema: TSchema): FieldProblem {
  switch (type) {
    case ValueErrorType.StringMaxLength:
      return { campo, problema: 'tamanho', limite: schema.maxLength as number };
    case ValueErrorType.ArrayMaxItems:
      return { campo, problema: 'itens', limite: schema.maxItems as number };
    case ValueErrorType.ObjectRequiredProperty:
      return { campo, problema: 'obrigatorio' };
    default:
      return { campo, problema: 'formato' };
  }
}

/** TypeBox's `/2/data` as the wire's `2/data`. */
const fieldPath = (path: string) => path.replace(/^\//, '');

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** A link of a section: a web address, or a path of this site (`/acervo/12`). */
const validLink = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (typeof value === 'string' && (isWebLink(value) || /^\/(?!\/)/.test(value)));

type Item = Record<string, unknown>;

function required(problems: FieldProblem[], item: Item, field: string, prefix = '') {
  if (blank(item[field])) problems.push({ campo: `${prefix}${field}`, problema: 'obrigatorio' });
}

function link(problems: FieldProblem[], item: Item, field: string, prefix = '') {
  if (!validLink(item[field])) problems.push({ campo: `${prefix}${field}`, problema: 'url' });
}

/**
 * Problems of a section's content that already has its shape. `libraryCodes` are the libraries that exist (the
 * opening hours name them).
 */
export function contentProblems(key: string, content: unknown, libraryCodes: ReadonlySet<string>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const items = (Array.isArray(content) ? content : []) as Item[];
  switch (key) {
    case 'secao_1':
    case 'secao_2':
      required(problems, content as Item, 'titulo');
      required(problems, content as Item, 'texto');
      link(problems, content as Item, 'link');
      break;
    case 'faq':
      items.forEach((item, index) => {
        required(problems, item, 'pergunta', `${index}/`);
        required(problems, item, 'resposta', `${index}/`);
      });
      break;
    case 'informacoes_gerais':
      required(problems, content as Item, 'texto');
      ((content as Item).itens as Item[] | undefined)?.forEach((item, index) => {
        required(problems, item, 'titulo', `itens/${index}/`);
        required(problems, item, 'texto', `itens/${index}/`);
      });
      break;
    case 'eventos_institucionais':
    case 'eventos_eventum':
      items.forEach((item, index) => {
        const prefix = `${index}/`;
        required(problems, item, 'titulo', prefix);
        if (!isCalendarDate(String(item.data))) problems.push({ campo: `${prefix}data`, problema: 'formato' });
        else if (item.data_fim !== undefined) {
          if (!isCalendarDate(String(item.data_fim)))
            problems.push({ campo: `${prefix}data_fim`, problema: 'formato' });
          else if (String(item.data_fim) < String(item.data))
            problems.push({ campo: `${prefix}data_fim`, problema: 'ordem' });
        }
        link(problems, item, 'link', prefix);
      });
      break;
    case 'app-layers':
      items.forEach((item, index) => {
        required(problems, item, 'nome', `${index}/`);
        if (blank(item.link) || !isWebLink(String(item.link).trim()))
          problems.push({ campo: `${index}/link`, problema: 'url' });
      });
      break;
    case 'horarios':
      for (const [code, hours] of Object.entries(content as Record<string, unknown>)) {
        if (!libraryCodes.has(code)) problems.push({ campo: code, problema: 'desconhecido' });
        else if (blank(hours)) problems.push({ campo: code, problema: 'obrigatorio' });
      }
      break;
    default:
      // Activity notices (informativo:<code>).
      required(problems, content as Item, 'texto');
  }
  return problems;
}
