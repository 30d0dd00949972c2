import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { createApp } from './app/http';
import { exitOnSignals, prepareShutdown, type Closer } from './app/shutdown';
import { loadConfig } from './config';
import { configureLogger, logger } from './common/logger';
import { databaseKind, openDatabase } from './db/data-source';
import { seedDatabase } from './db/seed';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';

async function main(): Promise<void> {
  const config = loadConfig();
  configureLogger({ level: config.logLevel, json: config.nodeEnv === 'production' });
  const dataSource = await openDatabase(config.databaseUrl, {
    timeoutMs: config.databaseTimeoutMs,
    readers: config.sqliteReaders,
  });
  await seedDatabase(dataSource, { demo: config.seedDemoData });
  const app = await createApp(config, dataSource);
  const { server } = app;
  // Closed in order once the last request has its answer.
  const closers: Closer[] = [
    { name: 'rate limits', close: () => app.limits.close() },
    { name: 'database', close: () => dataSource.destroy() },
  ];
  exitOnSignals(prepareShutdown(app, { graceMs: config.shutdownGraceMs, closers }));

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  console.log(`\nBrightline Software is running at ${url}  (GraphQL API: ${url}/graphql)`);
  console.log(`Database: ${databaseKind(config.databaseUrl) === 'sqlite' ? config.databaseUrl : 'MySQL'}`);
  if (config.seedDemoData) {
    console.log('Demo accounts:');
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(6)} ${a.email.padEnd(34)} ${a.password}`);
  }
}

main().catch((error: unknown) => {
  logger.error('failed to start', { error });
  process.exit(1);
});
