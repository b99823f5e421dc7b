import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedDemoLibrary } from './demo/index.ts';
import { runServerProcesses } from './server-processes.ts';

/** Starts the server: migrate, seed the demo library on first start, listen, shut down gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.serverProcesses > 1 && cluster.isPrimary) {
    runServerProcesses(config.serverProcesses, (line) => process.stderr.write(`${line}\n`));
    return;
  }
  const app = await buildApp(config);

  if (config.demoData) {
    const seeded = await seedDemoLibrary(app.context);
    if (seeded) {
      app.log.info({ records: seeded.records, patrons: seeded.logins.length }, 'demo library created');
      const lines = seeded.logins.map(
        (login) => `  ${login.login.padEnd(14)} ${login.password.padEnd(16)} ${login.description}`,
      );
      process.stdout.write(`\nDemo logins (user, password, who):\n${lines.join('\n')}\n\n`);
    }
  }

  // Only the running server schedules jobs (tests build the app without them); closing the app stops them.
  app.jobs.start();

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing because of an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  // Citation engines take seconds to build (APA's ~2 s, synchronous): before listening, not on a patron's request.
  app.context.citations.prepare();
  await app.listen({ port: config.port, host: config.host });
  // With several processes, the first one speaks for all.
  if (cluster.isPrimary || cluster.worker?.id === 1)
    process.stdout.write(`Estante is running at ${config.publicUrl} (API description: ${config.publicUrl}/api/docs)\n`);
}

main().catch((error) => {
  process.stderr.write(
    `Estante could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
