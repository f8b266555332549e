import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccessCode, DEMO_ACCESS_CODE } from '@safety-companion/contract';
import { afterAll, describe, expect, it } from 'vitest';
import {
  hashAccessCode,
  loadAccessCodeSecret,
  lookupHashes,
  randomAccessCode,
  SECRET_FILE,
} from './access-codes.js';

const dataDir = mkdtempSync(join(tmpdir(), 'safety-secret-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('access codes', () => {
  it("are 6 of Crockford's base 32, random, and never the built-in demo code", () => {
    const codes = new Set(Array.from({ length: 500 }, randomAccessCode));
    expect(codes.size).toBeGreaterThan(495);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
      expect(AccessCode.parse(code)).toBe(code);
      expect(code).not.toBe(DEMO_ACCESS_CODE);
    }
  });

  it('hash with the secret: the same code and secret give the same hash, another secret another', () => {
    const a = hashAccessCode('a'.repeat(32), 'K7Q2ZD');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(hashAccessCode('a'.repeat(32), 'K7Q2ZD')).toBe(a);
    expect(hashAccessCode('b'.repeat(32), 'K7Q2ZD')).not.toBe(a);
    expect(a).not.toContain('K7Q2ZD');
  });
});

describe('the hashes a lookup tries', () => {
  const secret = 'a'.repeat(32);

  it('are the code as sent, then its Crockford reading when that differs', () => {
    expect(lookupHashes(secret, 'SLXO6T')).toEqual([
      hashAccessCode(secret, 'SLXO6T'),
      hashAccessCode(secret, 'S1X06T'),
    ]);
    expect(lookupHashes(secret, 'K7Q2ZD')).toEqual([hashAccessCode(secret, 'K7Q2ZD')]);
  });
});

describe('the access-code secret', () => {
  it('is the setting when it is set', async () => {
    expect(await loadAccessCodeSecret({ accessCodeSecret: 's'.repeat(40), dataDir })).toBe('s'.repeat(40));
  });

  it('is otherwise generated once into the data folder, readable by its owner only', async () => {
    const first = await loadAccessCodeSecret({ accessCodeSecret: undefined, dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(join(dataDir, SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(await loadAccessCodeSecret({ accessCodeSecret: undefined, dataDir })).toBe(first);
  });
});
