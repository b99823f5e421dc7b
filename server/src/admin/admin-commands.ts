import fs from 'node:fs';
import { DomainError } from '@estante/core';
import type { Kysely } from 'kysely';
import {
  CIRCULATION_FUNCTION,
  KEYS_USAGE,
  openServerKeys,
  runKeysCommand,
  SITE_ADMIN_FUNCTION,
  STAFF_FUNCTION_BY_NAME,
  storeOidcClientSecret,
} from '../auth/index.ts';
import {
  addElectronicDatabase,
  changeElectronicDatabase,
  type DatabaseFields,
  describeCoverImport,
  importCoverFolder,
  listElectronicDatabases,
  removeCover,
  removeElectronicDatabase,
} from '../catalogue/index.ts';
import type { CirculationServices } from '../circulation/index.ts';
import { CIRCULATION_USAGE, CirculationUsageError, runCirculationCommand } from '../circulation/index.ts';
import { CLOSED_STACKS_USAGE, ClosedStacksUsageError, runClosedStacksCommand } from '../closed-stacks/index.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../database/schema.ts';
import { ERESOURCE_USAGE, EresourceUsageError, runEresourceCommand } from '../eresources/index.ts';
import { NETWORK_USAGE, NetworkUsageError, runNetworkCommand } from '../network/index.ts';
import { GRU_USAGE, GruUsageError, runGruCommand } from '../payments/index.ts';
import { runServiceRequestCommand, SERVICE_REQUEST_USAGE } from '../service-requests/index.ts';
import { findPersonIdByLogin, setPersonFunction } from './patron-block.repository.ts';
import { blockPatron, unblockPatron } from './patron-block.ts';
import {
  addCampus,
  changeActivity,
  changeCampus,
  changeInstitution,
  changeLibrary,
  INSTITUTION_FIELDS,
  type InstitutionPatch,
  type LibraryPatch,
  listSections,
  removeActivity,
  removeSection,
  setActivityNotice,
  setSection,
  showActivities,
  showCampuses,
  showFeedback,
  showInstitution,
} from './site-admin.ts';

export const ADMIN_USAGE = `usage: npm run admin -- COMMAND

  show                                     the whole site configuration (JSON)
  institution set FIELD VALUE              ${INSTITUTION_FIELDS.join(', ')}
                                           (VALUE "-" clears an optional field; usaOIDC takes true/false)
  param set NAME VALUE | param unset NAME  public parameters (__web_aquisicao 1, __link_catalogo_rede URL…)
  self-service KEY=VALUE...                enabled=true|false url=URL library=CODE auth=N
  section list
  section set KEY LANGUAGE FILE            content from a JSON file ("-" reads standard input)
  section remove KEY [LANGUAGE]            keys: secao_1 secao_2 faq informacoes_gerais eventos_institucionais
                                           eventos_eventum app-layers horarios informativo:<activity>
  notice set ACTIVITY LANGUAGE TEXT        an activity's notice in one language
  activity list
  activity enable|disable CODE [DESCRIPTION]
  activity remove CODE
  campus list | campus add NAME | campus rename ID NAME
  library set CODE [campus=ID] [name=TEXT] [email=…] [phone=…] [address=…] [hours=…]
  feedback [LIMIT]                         latest general comments and acquisition suggestions
  database list                            electronic databases of the personal area (bases-dados)
  database add NAME URL [description=…] [access=…] [position=N]
  database set ID [name=…] [url=…] [description=…] [access=…] [position=N]
  database remove ID
  covers import FOLDER                     images named by ISBN (10 or 13) or record number become covers
                                           (JPEG, PNG, WebP or GIF, at most 2 MB); prints what matched
  covers remove RECORD                     removes the cover of a record (cod_acervo)
  grant-staff LOGIN | revoke-staff LOGIN   the site-administration function (module ${SITE_ADMIN_FUNCTION.module}, activity ${SITE_ADMIN_FUNCTION.activity})
  grant-circulation LOGIN | revoke-circulation LOGIN
                                           the circulation-desk function (module ${CIRCULATION_FUNCTION.module}, activity ${CIRCULATION_FUNCTION.activity})
  grant-function LOGIN NAME | revoke-function LOGIN NAME
                                           any staff function by name (docs/staff.md): ${Object.keys(STAFF_FUNCTION_BY_NAME).join(', ')}
  block LOGIN REASON...                    blocks a patron (sign-in refused, sessions ended); the patron reads REASON
  unblock LOGIN                            lifts the block

Circulation desk (docs/circulation.md):
${CIRCULATION_USAGE}
Service requests (docs/service-requests.md):
${SERVICE_REQUEST_USAGE}
Closed stacks (docs/closed-stacks.md):
${CLOSED_STACKS_USAGE}Payment slip (docs/payment-slip.md):
${GRU_USAGE}Server keys (docs/auth.md, "Keys at rest"):
${KEYS_USAGE}
E-resource providers (docs/e-resources.md):
${ERESOURCE_USAGE}${NETWORK_USAGE}
`;

export class UsageError extends Error {}

function keyValues(args: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const arg of args) {
    const at = arg.indexOf('=');
    if (at <= 0) throw new UsageError(`expected KEY=VALUE, got "${arg}"`);
    values[arg.slice(0, at)] = arg.slice(at + 1);
  }
  return values;
}

function integer(value: string | undefined, what: string): number {
  const number = Number(value);
  if (value === undefined || !Number.isInteger(number)) throw new UsageError(`${what} must be an integer`);
  return number;
}

function scalar(value: string): string | number | boolean {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
}

/** The same key-encryption key as the server: KEY_ENCRYPTION_KEY, else the file in DATA_DIR. */
function keySettingsOf(dataDir: string | undefined) {
  const { dataDir: configuredDataDir, keyEncryptionKey } = loadConfig();
  return { dataDir: dataDir ?? configuredDataDir, keyEncryptionKey };
}

async function personIdForLogin(db: Kysely<Database>, login: string): Promise<number> {
  const personId = await findPersonIdByLogin(db, login);
  if (personId === undefined) throw new UsageError(`no person signs in as "${login}"`);
  return personId;
}

/**
 * Runs one admin command against the database and returns what to print. Throws UsageError for a
 * malformed command line and the use-cases' DomainError for a refused change.
 */
export async function runAdminCommand(
  db: Kysely<Database>,
  argv: string[],
  readInput: () => string = () => fs.readFileSync(0, 'utf8'),
  circulation?: CirculationServices,
  dataDir?: string,
): Promise<string> {
  const [command, sub, ...rest] = argv;
  // The CLI's clock: the app's when it has one (tests move it), the system's otherwise.
  const now = () => circulation?.now() ?? new Date();
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  switch (command) {
    case 'show':
      return json({
        instituicao: await showInstitution(db),
        atividades: await showActivities(db),
        campi: await showCampuses(db),
        secoes: await listSections(db),
      });
    case 'institution': {
      const [field, value] = rest;
      if (sub !== 'set' || !field || value === undefined) throw new UsageError('institution set FIELD VALUE');
      if (!(INSTITUTION_FIELDS as readonly string[]).includes(field)) throw new UsageError(`unknown field ${field}`);
      const patch = {
        [field]: field === 'usaOIDC' ? value === 'true' : value === '-' ? null : value,
      } as InstitutionPatch;
      await changeInstitution(db, patch);
      return `institution: ${field} saved\n`;
    }
    case 'param': {
      const [name, value] = rest;
      if (sub === 'set' && name && value !== undefined)
        await changeInstitution(db, { parametros: { [name]: scalar(value) } });
      else if (sub === 'unset' && name) await changeInstitution(db, { parametros: { [name]: null } });
      else throw new UsageError('param set NAME VALUE | param unset NAME');
      return `parameter ${name} saved\n`;
    }
    case 'self-service': {
      const values = keyValues([sub, ...rest].filter((arg): arg is string => arg !== undefined));
      const settings: InstitutionPatch['autoatendimento'] = {};
      for (const [key, value] of Object.entries(values)) {
        if (key === 'enabled') settings.enabled = value === 'true';
        else if (key === 'url') settings.url = value || null;
        else if (key === 'library') settings.libraryCode = value || null;
        else if (key === 'auth') settings.authType = value ? integer(value, 'auth') : null;
        else throw new UsageError(`unknown self-service setting ${key}`);
      }
      await changeInstitution(db, { autoatendimento: settings });
      return 'self-service settings saved\n';
    }
    case 'section': {
      if (sub === 'list') return json(await listSections(db));
      const [key, language, file] = rest;
      if (sub === 'set' && key && language && file) {
        const text = file === '-' ? readInput() : fs.readFileSync(file, 'utf8');
        let content: unknown;
        try {
          content = JSON.parse(text);
        } catch (error) {
          throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
        }
        await setSection(db, key, language, content);
        return `section ${key} (${language}) saved\n`;
      }
      if (sub === 'remove' && key) return `removed ${await removeSection(db, key, language)} section(s)\n`;
      throw new UsageError('section list | section set KEY LANGUAGE FILE | section remove KEY [LANGUAGE]');
    }
    case 'notice': {
      const [code, language, ...words] = rest;
      if (sub !== 'set' || !language || words.length === 0) throw new UsageError('notice set ACTIVITY LANGUAGE TEXT');
      await setActivityNotice(db, integer(code, 'ACTIVITY'), language, words.join(' '));
      return `notice of activity ${code} (${language}) saved\n`;
    }
    case 'activity': {
      if (sub === 'list') return json(await showActivities(db));
      const [code, ...description] = rest;
      if (sub === 'enable' || sub === 'disable') {
        await changeActivity(db, integer(code, 'CODE'), {
          enabled: sub === 'enable',
          description: description.join(' ') || undefined,
        });
        return `activity ${code} ${sub}d\n`;
      }
      if (sub === 'remove') {
        await removeActivity(db, integer(code, 'CODE'));
        return `activity ${code} removed\n`;
      }
      throw new UsageError('activity list | activity enable|disable CODE [DESCRIPTION] | activity remove CODE');
    }
    case 'campus': {
      if (sub === 'list') return json(await showCampuses(db));
      if (sub === 'add' && rest.length > 0) return `campus ${await addCampus(db, rest.join(' '))} added\n`;
      if (sub === 'rename' && rest.length > 1) {
        await changeCampus(db, integer(rest[0], 'ID'), rest.slice(1).join(' '));
        return `campus ${rest[0]} renamed\n`;
      }
      throw new UsageError('campus list | campus add NAME | campus rename ID NAME');
    }
    case 'library': {
      const [code, ...pairs] = rest;
      if (sub !== 'set' || !code) throw new UsageError('library set CODE [campus=ID] [name=TEXT] …');
      const values = keyValues(pairs);
      const patch: LibraryPatch = {};
      for (const [key, value] of Object.entries(values)) {
        if (key === 'campus') patch.cod_campus = value ? integer(value, 'campus') : null;
        else if (key === 'name') patch.desc_biblioteca = value;
        else if (key === 'email') patch.email = value;
        else if (key === 'phone') patch.telefone = value;
        else if (key === 'address') patch.endereco = value;
        else if (key === 'hours') patch.horario = value;
        else throw new UsageError(`unknown library field ${key}`);
      }
      await changeLibrary(db, code, patch);
      return `library ${code} saved\n`;
    }
    case 'covers': {
      const [target] = rest;
      if (!dataDir) throw new UsageError('covers needs DATA_DIR');
      if (sub === 'import' && target) return describeCoverImport(await importCoverFolder(db, dataDir, target, now()));
      if (sub === 'remove' && target) {
        const removed = await removeCover(db, dataDir, integer(target, 'RECORD'));
        return removed ? `cover of record ${target} removed\n` : `record ${target} had no cover\n`;
      }
      throw new UsageError('covers import FOLDER | covers remove RECORD');
    }
    case 'database': {
      if (sub === 'list') return json(await listElectronicDatabases(db));
      if (sub === 'remove' && rest[0]) {
        await removeElectronicDatabase(db, integer(rest[0], 'ID'));
        return `database ${rest[0]} removed\n`;
      }
      const databaseFields = (pairs: string[]): DatabaseFields => {
        const fields: DatabaseFields = {};
        for (const [key, value] of Object.entries(keyValues(pairs))) {
          if (key === 'name') fields.nome = value;
          else if (key === 'url') fields.link = value;
          else if (key === 'description') fields.descricao = value;
          else if (key === 'access') fields.acesso = value;
          else if (key === 'position') fields.posicao = integer(value, 'position');
          else throw new UsageError(`unknown database field ${key}`);
        }
        return fields;
      };
      const [first, second, ...pairs] = rest;
      if (sub === 'add' && first && second)
        return `database ${await addElectronicDatabase(db, { ...databaseFields(pairs), nome: first, link: second })} added\n`;
      if (sub === 'set' && first) {
        await changeElectronicDatabase(db, integer(first, 'ID'), databaseFields(second ? [second, ...pairs] : pairs));
        return `database ${first} saved\n`;
      }
      throw new UsageError(
        'database list | database add NAME URL [key=value…] | database set ID key=value… | database remove ID',
      );
    }
    case 'feedback':
      return json(await showFeedback(db, sub ? integer(sub, 'LIMIT') : 100));
    case 'grant-staff':
    case 'revoke-staff':
    case 'grant-circulation':
    case 'revoke-circulation': {
      if (!sub) throw new UsageError(`${command} LOGIN`);
      const personId = await personIdForLogin(db, sub);
      const fn = command.endsWith('-staff') ? SITE_ADMIN_FUNCTION : CIRCULATION_FUNCTION;
      const granting = command.startsWith('grant-');
      await setPersonFunction(db, personId, fn, granting);
      const what = fn === SITE_ADMIN_FUNCTION ? 'site administration' : 'circulation desk';
      return `${sub}: ${what} ${granting ? 'granted' : 'revoked'}\n`;
    }
    case 'grant-function':
    case 'revoke-function': {
      const name = rest[0] as keyof typeof STAFF_FUNCTION_BY_NAME | undefined;
      if (!sub || !name || rest.length > 1) throw new UsageError(`${command} LOGIN NAME`);
      const fn = STAFF_FUNCTION_BY_NAME[name];
      if (!Object.hasOwn(STAFF_FUNCTION_BY_NAME, name) || !fn) {
        throw new UsageError(`unknown staff function "${name}" (${Object.keys(STAFF_FUNCTION_BY_NAME).join(', ')})`);
      }
      const granting = command.startsWith('grant-');
      await setPersonFunction(db, await personIdForLogin(db, sub), fn, granting);
      return `${sub}: ${name} (${fn.activity}) ${granting ? 'granted' : 'revoked'}\n`;
    }
    case 'block': {
      if (!sub || rest.length === 0) throw new UsageError('block LOGIN REASON...');
      await blockPatron(db, sub, rest.join(' '), now());
      return `${sub}: blocked\n`;
    }
    case 'unblock': {
      if (!sub) throw new UsageError('unblock LOGIN');
      await unblockPatron(db, sub, now());
      return `${sub}: unblocked\n`;
    }
    case 'keys': {
      const keySettings = keySettingsOf(dataDir);
      if (sub === 'oidc-secret') {
        if (!rest[0]) throw new UsageError('keys oidc-secret SECRET');
        await storeOidcClientSecret(await openServerKeys(db, keySettings, now), rest[0]);
        return 'OpenID Connect client secret sealed in server_keys\n';
      }
      const output = await runKeysCommand(db, sub, keySettings);
      if (output === undefined) throw new UsageError('keys list | keys rotate | keys oidc-secret SECRET');
      return output;
    }
    case 'eresource':
      try {
        return (await runEresourceCommand(db, argv, now, () =>
          openServerKeys(db, keySettingsOf(dataDir), now),
        )) as string;
      } catch (error) {
        if (error instanceof EresourceUsageError) throw new UsageError(error.message);
        throw error;
      }
    case 'network':
      try {
        return await runNetworkCommand(db, argv, now);
      } catch (error) {
        if (error instanceof NetworkUsageError) throw new UsageError(error.message);
        throw error;
      }
    case 'gru':
      try {
        return (await runGruCommand(db, argv))!;
      } catch (error) {
        if (error instanceof GruUsageError) throw new UsageError(error.message);
        throw error;
      }
    case 'closed-stacks': {
      if (!circulation) throw new UsageError('closed-stacks needs the app context');
      try {
        return (await runClosedStacksCommand(circulation, argv))!;
      } catch (error) {
        if (error instanceof ClosedStacksUsageError) throw new UsageError(error.message);
        throw error;
      }
    }
    case 'service-request': {
      const output = circulation ? await runServiceRequestCommand(circulation, [sub ?? '', ...rest]) : undefined;
      if (output === undefined)
        throw new UsageError('service-request list [STATUS] | service-request move ID STATUS [REPLY…]');
      return output;
    }
    default: {
      if (circulation) {
        try {
          const output = await runCirculationCommand(circulation, argv);
          if (output !== undefined) return output;
        } catch (error) {
          if (error instanceof CirculationUsageError) throw new UsageError(error.message);
          throw error;
        }
      }
      throw new UsageError(command ? `unknown command ${command}` : 'no command');
    }
  }
}

/** The message of a refused change, for the terminal. */
export function describeAdminError(error: unknown): string {
  if (error instanceof UsageError) return `${error.message}\n\n${ADMIN_USAGE}`;
  if (error instanceof DomainError) {
    const detail = (error.details as { message?: string } | undefined)?.message;
    return `${error.code}${detail ? `: ${detail}` : error.message !== error.code ? `: ${error.message}` : ''}\n`;
  }
  return `${error instanceof Error ? error.message : String(error)}\n`;
}
