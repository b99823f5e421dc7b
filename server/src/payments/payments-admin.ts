import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { findCurrentInstitution, institutionSettings, replaceInstitutionSettings } from '../site-parameters/index.ts';
import { GRU_SETTING_KEYS, gruSettingsOf } from './gru.ts';

export const GRU_USAGE = `  gru show                                     the payment slip's settings (docs/payment-slip.md)
  gru set KEY=VALUE…                           ${GRU_SETTING_KEYS.join(', ')}
`;

export class GruUsageError extends Error {}

/** `npm run admin -- gru …`: the institution's GRU settings (settings_json.gru). Undefined: not this command. */
export async function runGruCommand(db: Kysely<Database>, argv: string[]): Promise<string | undefined> {
  const [command, sub, ...pairs] = argv;
  if (command !== 'gru') return undefined;
  const institution = await findCurrentInstitution(db);
  if (!institution) throw new GruUsageError('no institution');
  const settings = institutionSettings(institution);
  const current = (settings.gru ?? {}) as Record<string, unknown>;
  if (sub === 'show') {
    const complete = gruSettingsOf(settings) !== undefined;
    return `${JSON.stringify(current, null, 2)}\n${complete ? 'complete' : 'incomplete: slips cannot be issued'}\n`;
  }
  if (sub === 'set' && pairs.length > 0) {
    const next = { ...current };
    for (const pair of pairs) {
      const at = pair.indexOf('=');
      const key = pair.slice(0, at);
      if (at <= 0 || !(GRU_SETTING_KEYS as readonly string[]).includes(key))
        throw new GruUsageError(`expected one of ${GRU_SETTING_KEYS.join(', ')} as KEY=VALUE, got "${pair}"`);
      next[key] = key === 'diasVencimento' ? Number(pair.slice(at + 1)) : pair.slice(at + 1);
    }
    await replaceInstitutionSettings(
      db,
      institution.id,
      institution.settings_json,
      JSON.stringify({ ...settings, gru: next }),
    );
    const complete = gruSettingsOf({ gru: next }) !== undefined;
    return `gru settings saved${complete ? '' : ' (incomplete: slips cannot be issued yet)'}\n`;
  }
  throw new GruUsageError(GRU_USAGE.trim());
}
