// The test push service's certificate: self-signed for 127.0.0.1, made with openssl for the run, and trusted by the
// test processes (see push-service.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Names the key file of the trusted certificate (NODE_EXTRA_CA_CERTS names the certificate). */
export const PUSH_SERVICE_KEY_VARIABLE = 'TEST_PUSH_SERVICE_KEY';

/**
 * Makes the run's certificate (a P-256 key and a self-signed certificate for 127.0.0.1, PEM files in a new temporary
 * folder) and has the test processes started after this call trust it: a global setup's work, since Node reads
 * NODE_EXTRA_CA_CERTS once, when a process starts. Answers what removes the files.
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
  process.env.NODE_EXTRA_CA_CERTS = certificate;
  process.env[PUSH_SERVICE_KEY_VARIABLE] = key;
  return () => rm(folder, { recursive: true, force: true });
}
