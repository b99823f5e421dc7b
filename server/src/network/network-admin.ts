import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { presentMember } from './network.presenter.ts';
import { deleteMember, findMember, insertMember, listMembers, updateMember } from './network.repository.ts';
import { harvestMember } from './network-harvester.ts';
import { memberValues } from './network-members.ts';

export const NETWORK_USAGE = `Network catalogue (docs/network.md):
  network list                             the repositories harvested, with their last harvest
  network add KEY=VALUE...                 adds one: institution=CODE institution-name= repository= url=
                                           format=marc21|oai_dc set= interval=MINUTES (default 1440) active=true|false
  network change ID KEY=VALUE...           changes one (the same keys; a new url, format or set harvests it anew)
  network remove ID                        removes one and its harvested records
  network harvest ID                       harvests one now (incrementally)
`;

export class NetworkUsageError extends Error {}

const KEYS = new Set(['institution', 'institution-name', 'repository', 'url', 'format', 'set', 'interval', 'active']);

function parsePairs(pairs: string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const key = at > 0 ? pair.slice(0, at) : '';
    if (!KEYS.has(key)) throw new NetworkUsageError(`unknown setting "${pair}"; settings: ${[...KEYS].join(', ')}`);
    values.set(key, pair.slice(at + 1));
  }
  return values;
}

function integer(value: string | undefined, name: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) throw new NetworkUsageError(`${name} must be a positive integer`);
  return number;
}

function required(values: Map<string, string>, key: string): string {
  const value = values.get(key)?.trim();
  if (!value) throw new NetworkUsageError(`${key}= is required`);
  return value;
}

function inputOf(values: Map<string, string>, defaults?: Map<string, string>) {
  const get = (key: string) => values.get(key) ?? defaults?.get(key);
  const all = new Map([...(defaults ?? []), ...values]);
  const format = get('format') ?? 'marc21';
  if (format !== 'marc21' && format !== 'oai_dc') throw new NetworkUsageError('format must be marc21 or oai_dc');
  const interval = integer(get('interval'), 'interval', 1440);
  if (interval < 5) throw new NetworkUsageError('interval must be at least 5 minutes');
  return memberValues({
    cod_empresa: integer(required(all, 'institution'), 'institution'),
    desc_empresa: required(all, 'institution-name'),
    repositorio: required(all, 'repository'),
    url: required(all, 'url'),
    formato: format,
    conjunto: get('set') || null,
    intervalo_minutos: interval,
    ativo: (get('active') ?? 'true') !== 'false',
  });
}

/** `npm run admin -- network …`: the same member configuration as /api/equipe/rede/membros. */
export async function runNetworkCommand(db: Kysely<Database>, argv: string[], now: () => Date): Promise<string> {
  const [, sub, ...rest] = argv;
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const memberId = async (value: string | undefined) => {
    const member = await findMember(db, integer(value, 'ID'));
    if (!member) throw new NetworkUsageError(`no network member ${value}`);
    return member;
  };
  switch (sub) {
    case 'list':
      return json((await listMembers(db)).map(presentMember));
    case 'add': {
      const id = await insertMember(db, inputOf(parsePairs(rest)), now().toISOString());
      return json(presentMember((await findMember(db, id))!));
    }
    case 'change': {
      const member = await memberId(rest[0]);
      const current = new Map([
        ['institution', String(member.institution_code)],
        ['institution-name', member.institution_name],
        ['repository', member.repository_name],
        ['url', member.base_url],
        ['format', member.metadata_prefix],
        ['set', member.set_spec ?? ''],
        ['interval', String(member.interval_minutes)],
        ['active', Number(member.active) === 1 ? 'true' : 'false'],
      ]);
      await updateMember(db, member.id, inputOf(parsePairs(rest.slice(1)), current));
      return json(presentMember((await findMember(db, member.id))!));
    }
    case 'remove': {
      const member = await memberId(rest[0]);
      await deleteMember(db, member.id);
      return `removed network member ${member.id} (${member.repository_name})\n`;
    }
    case 'harvest': {
      const outcome = await harvestMember({ db, now }, await memberId(rest[0]));
      return json(outcome);
    }
    default:
      throw new NetworkUsageError(NETWORK_USAGE);
  }
}
