// `pnpm admin:create`: creates the first admin, or resets an admin's password. It asks for the username and the
// password (not echoed), or reads ADMIN_USERNAME and ADMIN_PASSWORD for scripts. It uses the store the server's
// settings choose: PostgreSQL at DATABASE_URL (any time), else the embedded store, which belongs to one process at
// a time: run it while the server is stopped.
import { createInterface } from 'node:readline/promises';
import { createAdmin, isAdminInputError } from './admin/accounts.js';
import { isConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './database/data-dir-lock.js';
import { isOwnDatabaseError } from './database/database-error.js';
import { openStore } from './server.js';
import type { SqlStore } from './store/sql-store.js';

async function ask(question: string): Promise<string> {
  const lines = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await lines.question(question);
  } finally {
    lines.close();
  }
}

/** Reads a line from the terminal without showing it (raw mode: each key arrives as typed, nothing is echoed). */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let typed = '';
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('Cancelled.'));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readCredentials(): Promise<{ username: string; password: string }> {
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = process.env;
  if (username && password) return { username, password };
  if (!process.stdin.isTTY) {
    throw new Error('Set ADMIN_USERNAME and ADMIN_PASSWORD, or run admin:create in a terminal to be asked.');
  }
  const name = username || (await ask('Username: '));
  const secret = await askHidden('Password (at least 12 characters, not shown): ');
  if ((await askHidden('The same password again: ')) !== secret) throw new Error('The passwords differ.');
  return { username: name, password: secret };
}

try {
  const config = loadConfig();
  const credentials = await readCredentials();
  let store: SqlStore;
  try {
    ({ store } = await openStore(config));
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new Error(
        `The store in ${config.dataDir} is busy: process ${error.pid} has it open (is the server running?). ` +
          'Stop it, then run admin:create again.',
      );
    }
    throw error;
  }
  try {
    const { username, outcome } = await createAdmin(store, credentials, new Date());
    console.log(
      outcome === 'created'
        ? `Admin "${username}" created. Sign in at /admin-login.`
        : `Admin "${username}" has a new password; their sessions have ended.`,
    );
  } finally {
    await store.close();
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    isConfigError(error) || isOwnDatabaseError(error) || isAdminInputError(error)
      ? message
      : `admin:create failed: ${message}`,
  );
  process.exit(1);
}
