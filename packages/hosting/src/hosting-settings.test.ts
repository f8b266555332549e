import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_HOSTING_SETTINGS,
  HOSTING_FILE,
  hostingSettingsJson,
  readHostingSettings,
} from './hosting-settings';

let siteDir: string;
beforeEach(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'hosting-settings-'));
});
afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

describe('readHostingSettings', () => {
  it('reads what the build wrote', () => {
    const settings = {
      apiBaseUrl: 'https://api.example.org/v1',
      firebaseAuth: true,
      pages: ['/', '/feedback', '/admin/feedback/$id'],
      scriptHashes: [`sha256-${'A'.repeat(43)}=`],
    };
    writeFileSync(join(siteDir, HOSTING_FILE), hostingSettingsJson(settings));
    expect(readHostingSettings(siteDir)).toEqual(settings);
  });

  it('reads a hosting file without inline scripts as one whose CSP allows none', () => {
    writeFileSync(join(siteDir, HOSTING_FILE), '{"apiBaseUrl":"/api","firebaseAuth":false,"pages":[]}');
    expect(readHostingSettings(siteDir).scriptHashes).toEqual([]);
  });

  it('gives a build without a hosting file the same-origin API, no Firebase and no page list', () => {
    expect(readHostingSettings(siteDir)).toEqual(DEFAULT_HOSTING_SETTINGS);
    expect(DEFAULT_HOSTING_SETTINGS).toEqual({
      apiBaseUrl: '/api',
      firebaseAuth: false,
      pages: [],
      scriptHashes: [],
    });
  });

  it.each([
    ['{', /is not valid JSON/],
    ['{"apiBaseUrl":"api.example.org","firebaseAuth":false,"pages":[]}', /apiBaseUrl: expected a path/],
    ['{"apiBaseUrl":"/api","pages":[]}', /firebaseAuth/],
    ['{"apiBaseUrl":"/api","firebaseAuth":false}', /pages/],
    ['{"apiBaseUrl":"/api","firebaseAuth":false,"pages":["about"]}', /pages\.0: expected paths/],
    ['{"apiBaseUrl":"/api","firebaseAuth":false,"pages":[],"extra":1}', /extra/],
    [
      '{"apiBaseUrl":"/api","firebaseAuth":false,"pages":[],"scriptHashes":["unsafe-inline"]}',
      /scriptHashes\.0/,
    ],
  ])('rejects %s, naming the file and the problem', (text, message) => {
    writeFileSync(join(siteDir, HOSTING_FILE), text);
    expect(() => readHostingSettings(siteDir)).toThrow(message);
    expect(() => readHostingSettings(siteDir)).toThrow(HOSTING_FILE);
  });
});
