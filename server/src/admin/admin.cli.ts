import { createAppContext } from '../app-services.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../database/database.ts';
import { migrateToLatest } from '../database/migrator.ts';
import { ensureInstitution } from '../site-parameters/index.ts';
import { ADMIN_USAGE, describeAdminError, runAdminCommand, UsageError } from './admin-commands.ts';

/**
 * `npm run admin -- COMMAND`: staff change the site configuration of the database configured by
 * DATA_DIR / DATABASE_URL (README: "Administration"). Exits 2 on a malformed command, 1 on a refused change.
 */
async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    process.stdout.write(ADMIN_USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  const config = loadConfig();
  const database = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
  });
  try {
    await migrateToLatest(database.db, database.dialect);
    await ensureInstitution(database.db);
    const circulation = createAppContext(config, database);
    process.stdout.write(await runAdminCommand(database.db, argv, undefined, circulation, config.dataDir));
    return 0;
  } catch (error) {
    process.stderr.write(describeAdminError(error));
    return error instanceof UsageError ? 2 : 1;
  } finally {
    await database.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`admin failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
