import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { createCirculationServices } from './circulation/circulation.routes.ts';
import { startHoldExpiryScheduler } from './circulation/hold-expiry-scheduler.ts';
import { loadConfig } from './config.ts';
import { seedDemoLibrary } from './demo/seed-demo.ts';
import { startInterestNoticeScheduler } from './interest-profile/interest-notices.ts';
import { startCounterPruneScheduler } from './jobs/prune-counters.ts';
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

  // Only the running server schedules jobs (tests build the app without them); a lease in the database lets
  // several instances share the work (docs/circulation.md).
  const holdExpiry = startHoldExpiryScheduler(
    createCirculationServices(app.context, app.log),
    app.log,
    config.holdExpiryIntervalMinutes,
  );
  const interestNotices = startInterestNoticeScheduler(
    createCirculationServices(app.context, app.log),
    app.log,
    config.interestNoticeIntervalHours,
  );
  const counterPrune = startCounterPruneScheduler(app.context.db, app.log);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing because of an error');
    else app.log.info({ signal }, 'closing');
    holdExpiry.stop();
    interestNotices.stop();
    counterPrune.stop();
    await app.close();
  });

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
