// The one PostgreSQL of the test run: `DATABASE_URL` when it is set (the role must be allowed to create databases),
// else a cluster started as the server starts its own. A database with every migration is made once; each test file
// gets a clone of it. Never skipped: when PostgreSQL cannot start, every test file that needs it fails with the
// reason, and the others still run. It also makes the test push service's certificate (see certificate.ts).
import type { TestProject } from 'vitest/node';
import { trustTestCertificate } from './certificate.js';
import {
  adminQuery,
  createTemplateDatabase,
  type RunningPostgres,
  startTestPostgres,
  TEST_DATABASE_PREFIX,
} from './embedded-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL the test files create their databases in, as its admin. */
    postgresUrl: string;
    /** The migrated database each test file's database is cloned from. */
    templateDatabase: string;
    /** Why there is no PostgreSQL, when it could not start. */
    postgresError: string;
  }
}

export default async function setup(project: TestProject) {
  const removeCertificate = await trustTestCertificate();
  const given = process.env.DATABASE_URL?.trim();
  let postgres: RunningPostgres | undefined;
  try {
    postgres = given ? undefined : await startTestPostgres({ durable: false });
    const url = given ?? postgres?.url ?? '';
    project.provide('postgresUrl', url);
    project.provide('templateDatabase', await createTemplateDatabase(url));
    project.provide('postgresError', '');
  } catch (error) {
    project.provide('postgresUrl', '');
    project.provide('templateDatabase', '');
    project.provide(
      'postgresError',
      `The tests' PostgreSQL could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return async () => {
    if (given) await dropTestDatabases(given);
    await postgres?.stop();
    await removeCertificate();
  };
}

async function dropTestDatabases(url: string) {
  const { rows } = await adminQuery(
    url,
    'SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)',
    [TEST_DATABASE_PREFIX],
  );
  for (const { name } of rows as { name: string }[]) {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
