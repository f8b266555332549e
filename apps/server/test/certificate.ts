// The test push service's certificate: self-signed for 127.0.0.1, made with openssl for the run, and trusted by the
// test processes (see push-service.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Names the key file of the push service's certificate. */
export const PUSH_SERVICE_KEY_VARIABLE = 'TEST_PUSH_SERVICE_KEY';
/** Names the push service's certificate (NODE_EXTRA_CA_CERTS names a file that holds it and others). */
export const PUSH_SERVICE_CERTIFICATE_VARIABLE = 'TEST_PUSH_SERVICE_CERTIFICATE';

/**
 * Makes the run's certificate (a P-256 key and a self-signed certificate for 127.0.0.1, PEM files in a new temporary
 * folder) and has the test processes started after this call trust it: a global setup's work, since Node reads
 * NODE_EXTRA_CA_CERTS once, when a process starts. The certificates NODE_EXTRA_CA_CERTS named before stay trusted:
 * a machine that reaches the npm registry through a proxy of its own names that proxy's authority there, and the
 * processes the tests start (npx, pnpm) still reach the registry. Answers what removes the files.
 *
 * @example
 * const remove = await trustTestCertificate(); // in a global setup, before the test processes start
 */
export async function trustTestCertificate(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'push-service-'));
  const key = join(folder, 'key.pem');
  const certificate = join(folder, 'certificate.pem');
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    certificate,
  ]);
  // Node reads one file: the certificates trusted so far, then this one.
  const trusted = join(folder, 'trusted.pem');
  const before = process.env.NODE_EXTRA_CA_CERTS;
  const kept = before ? await readFile(before, 'utf8').catch(() => '') : '';
  await writeFile(trusted, `${kept.trimEnd()}\n${await readFile(certificate, 'utf8')}`.trimStart());
  process.env.NODE_EXTRA_CA_CERTS = trusted;
  process.env[PUSH_SERVICE_CERTIFICATE_VARIABLE] = certificate;
  process.env[PUSH_SERVICE_KEY_VARIABLE] = key;
  return () => rm(folder, { recursive: true, force: true });
}
