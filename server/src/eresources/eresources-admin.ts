import type { Kysely } from 'kysely';
import type { ServerKeyStore } from '../auth/index.ts';
import type { Database } from '../database/schema.ts';
import { deleteProvider, findProvider, listProviders, upsertProvider } from './eresources.repository.ts';
import { saveProvider } from './provider-secrets.ts';
import { CONNECTOR_TYPES, checkProviderInput, checkProviderName } from './providers.ts';

export const ERESOURCE_USAGE = `  eresource list                           e-resource providers, their connector and hosts (secrets not shown)
  eresource set NAME KEY=VALUE...         adds or changes a provider: label= connector=(${CONNECTOR_TYPES.join('|')})
                                           url= hosts=a.example,*.b.example secret= active=true|false and any
                                           connector setting (algorithm=sha1, userParam=…, ttlSeconds=…)
  eresource remove NAME                   removes a provider (its links open as catalogued)
`;

export class EresourceUsageError extends Error {}

const FIELDS = new Set(['label', 'connector', 'url', 'hosts', 'secret', 'active']);

/**
 * `npm run admin -- eresource …` (docs/e-resources.md); undefined for another command. `keys` seals a secret given
 * (opened only when one is: the other subcommands need no key-encryption key).
 */
export async function runEresourceCommand(
  db: Kysely<Database>,
  argv: string[],
  now: () => Date,
  keys: () => Promise<ServerKeyStore>,
): Promise<string | undefined> {
  const [command, sub, name, ...rest] = argv;
  if (command !== 'eresource') return undefined;
  if (sub === 'list') {
    const providers = await listProviders(db);
    if (providers.length === 0) return 'no e-resource provider configured\n';
    return providers
      .map(
        (provider) =>
          `${provider.name}\t${provider.connector}\t${provider.active ? 'active' : 'inactive'}\t${provider.baseUrl}\t${provider.hosts.join(',')}\t${provider.secret ? 'secret set' : 'no secret'}\n`,
      )
      .join('');
  }
  if (sub === 'remove' && name) {
    const clean = checkProviderName(name);
    if (!(await deleteProvider(db, clean))) throw new EresourceUsageError(`no provider ${clean}`);
    return `${clean}: removed\n`;
  }
  if (sub === 'set' && name) {
    const clean = checkProviderName(name);
    const stored = await findProvider(db, clean);
    const values: Record<string, string> = {};
    for (const arg of rest) {
      const at = arg.indexOf('=');
      if (at <= 0) throw new EresourceUsageError(`expected KEY=VALUE, got "${arg}"`);
      values[arg.slice(0, at)] = arg.slice(at + 1);
    }
    const settings: Record<string, unknown> = { ...(stored?.settings ?? {}) };
    for (const [key, value] of Object.entries(values)) {
      if (FIELDS.has(key)) continue;
      settings[key] = /^\d+$/.test(value) ? Number(value) : value;
    }
    const input = checkProviderInput(
      {
        label: values.label ?? stored?.label ?? clean,
        connector: values.connector ?? stored?.connector ?? '',
        baseUrl: values.url ?? stored?.baseUrl ?? '',
        hosts: values.hosts !== undefined ? values.hosts.split(',').filter(Boolean) : (stored?.hosts ?? []),
        settings,
        secret: values.secret,
        active: values.active !== undefined ? values.active !== 'false' : (stored?.active ?? true),
      },
      stored?.secret ?? null,
    );
    if (input.secret) await saveProvider(db, await keys(), clean, input, now().toISOString());
    else await upsertProvider(db, clean, input, now().toISOString());
    return `${clean}: ${input.connector} ${stored ? 'changed' : 'added'}\n`;
  }
  throw new EresourceUsageError('eresource list | eresource set NAME KEY=VALUE... | eresource remove NAME');
}
