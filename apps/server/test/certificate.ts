// The test push service's certificate: self-signed for 127.0.0.1, made with openssl for the run.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** A P-256 key and a self-signed certificate for 127.0.0.1 in a new temporary folder (PEM files). */
export async function createTestCertificate() {
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
  return { key, certificate, remove: () => rm(folder, { recursive: true, force: true }) };
}
