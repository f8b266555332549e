import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { firebaseHostingConfig } from '@safety-companion/hosting';
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../parse-settings';
import { hostingSettingsOf } from './hosting-file';

// vitest runs in the package folder, where firebase.json sits beside vite.config.ts
const firebaseJson = resolve(process.cwd(), 'firebase.json');

describe('firebase.json', () => {
  it('is the configuration of a build with the default settings (`pnpm firebase:json` writes it for dist/)', () => {
    const expected = firebaseHostingConfig(hostingSettingsOf(parseSettings({})));
    expect(JSON.parse(readFileSync(firebaseJson, 'utf8'))).toEqual(expected);
  });
});

describe('hostingSettingsOf', () => {
  it('names the API address and whether Firebase sign-in is configured', () => {
    expect(hostingSettingsOf(parseSettings({}))).toEqual({ apiBaseUrl: '/api', firebaseAuth: false });
    const remote = parseSettings({
      VITE_API_BASE_URL: 'https://api.example.org/v1',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'example.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'example',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(hostingSettingsOf(remote)).toEqual({
      apiBaseUrl: 'https://api.example.org/v1',
      firebaseAuth: true,
    });
  });
});
