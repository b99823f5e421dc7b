import { OaiError } from './oai-errors.ts';

export const OAI_VERBS = [
  'Identify',
  'ListMetadataFormats',
  'ListSets',
  'GetRecord',
  'ListIdentifiers',
  'ListRecords',
] as const;
export type OaiVerb = (typeof OAI_VERBS)[number];

/** Arguments each verb accepts (OAI-PMH 2.0 §4); `resumptionToken` is exclusive wherever it is allowed. */
const ALLOWED: Record<OaiVerb, { required: string[]; optional: string[]; token: boolean }> = {
  Identify: { required: [], optional: [], token: false },
  ListMetadataFormats: { required: [], optional: ['identifier'], token: false },
  ListSets: { required: [], optional: [], token: true },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [], token: false },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], token: true },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], token: true },
};

export interface OaiArguments {
  verb: OaiVerb;
  values: Record<string, string>;
}

/**
 * The verb and its arguments from the request's key=value pairs (query string or form body, as the protocol allows
 * both). A missing or unknown verb is badVerb; a repeated, unknown or missing argument, or one beside
 * resumptionToken, is badArgument (§3.6).
 */
export function parseOaiArguments(pairs: [string, string][]): OaiArguments {
  const values: Record<string, string> = {};
  const repeated = new Set<string>();
  for (const [key, value] of pairs) {
    if (Object.hasOwn(values, key)) repeated.add(key);
    values[key] = value;
  }
  const verb = values.verb;
  if (repeated.has('verb')) throw new OaiError('badVerb', 'The verb argument is repeated.');
  if (verb === undefined) throw new OaiError('badVerb', 'The verb argument is missing.');
  if (!(OAI_VERBS as readonly string[]).includes(verb))
    throw new OaiError('badVerb', `"${verb}" is not an OAI-PMH verb.`);
  const rules = ALLOWED[verb as OaiVerb];
  if (repeated.size > 0) throw new OaiError('badArgument', `Repeated argument: ${[...repeated].join(', ')}.`);
  const { verb: _verb, ...rest } = values;
  for (const key of Object.keys(rest)) {
    const allowed =
      rules.required.includes(key) || rules.optional.includes(key) || (rules.token && key === 'resumptionToken');
    if (!allowed) throw new OaiError('badArgument', `${verb} does not take the argument "${key}".`);
  }
  if (rest.resumptionToken !== undefined) {
    if (Object.keys(rest).length > 1)
      throw new OaiError('badArgument', 'resumptionToken is an exclusive argument: send it alone with the verb.');
    return { verb: verb as OaiVerb, values: rest };
  }
  for (const key of rules.required)
    if (!rest[key]) throw new OaiError('badArgument', `${verb} requires the argument "${key}".`);
  return { verb: verb as OaiVerb, values: rest };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/** A from/until value as an inclusive bound with milliseconds, and its granularity; badArgument when malformed. */
export function datestampBound(
  value: string,
  edge: 'from' | 'until',
): { stamp: string; granularity: 'day' | 'second' } {
  const day = DAY.exec(value);
  const second = SECOND.exec(value);
  const parts = day ?? second;
  const date = parts ? new Date(`${day ? `${value}T00:00:00` : value.slice(0, 19)}Z`) : undefined;
  // The round trip rejects impossible dates (2026-02-30) that Date would roll over.
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value.slice(0, 10))
    throw new OaiError('badArgument', `"${value}" is not a datestamp (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ).`);
  if (day) return { stamp: `${value}T${edge === 'from' ? '00:00:00.000' : '23:59:59.999'}Z`, granularity: 'day' };
  return { stamp: `${value.slice(0, 19)}.${edge === 'from' ? '000' : '999'}Z`, granularity: 'second' };
}

/** A stored time (ISO with milliseconds) as an OAI-PMH datestamp, at the repository's granularity of seconds. */
export function oaiDatestamp(stored: string): string {
  return `${stored.slice(0, 19)}Z`;
}
