// The tests' and benchmarks' one way to act as the app on a development server: its development token.
import { developmentToken } from '../src/development-identity.js';

/**
 * `dev:<name>.<secret>` for the server whose data folder is `dataDir` (the secret its start wrote there). Throws
 * when that server has not started.
 *
 * @example
 * const headers = { Authorization: `Bearer ${testDevelopmentToken(server.dataDir, 'riley')}` };
 */
export function testDevelopmentToken(dataDir: string, name: string): string {
  const token = developmentToken(dataDir, name);
  if (!token) throw new Error(`${dataDir} holds no development secret: start its server first.`);
  return token;
}
