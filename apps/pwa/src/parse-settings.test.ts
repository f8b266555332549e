import { describe, expect, it } from 'vitest';
import { parseSettings, SettingsError } from './parse-settings';

describe('parseSettings', () => {
  it('gives the defaults for an empty environment: same-origin API, Beacon, nobody signed in', () => {
    const settings = parseSettings({});
    expect(settings.apiBaseUrl).toBe('/api');
    expect(settings.siteUrl).toBe('http://127.0.0.1:8080');
    expect(settings.productName).toBe('Beacon');
    expect(settings.firebase).toBeUndefined();
    expect(settings.webVitalsUrl).toBeUndefined();
    expect(settings.emergencyNumber).toBe('911');
  });

  it('treats empty values as unset', () => {
    expect(parseSettings({ VITE_PRODUCT_NAME: '  ', VITE_API_BASE_URL: '' }).productName).toBe('Beacon');
  });

  it('reads every setting', () => {
    const settings = parseSettings({
      VITE_API_BASE_URL: 'https://api.example.org/v1',
      VITE_SITE_URL: 'https://www.example.org',
      VITE_PRODUCT_NAME: 'Guardian',
      VITE_APP_STORE_URL: 'https://apps.apple.com/app/id1',
      VITE_PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=x',
      VITE_CONTACT_EMAIL: 'help@example.org',
      VITE_PRIVACY_EMAIL: 'privacy@example.org',
      VITE_EMERGENCY_NUMBER: '112',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'x.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'x',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(settings).toMatchObject({
      apiBaseUrl: 'https://api.example.org/v1',
      siteUrl: 'https://www.example.org',
      productName: 'Guardian',
      contactEmail: 'help@example.org',
      emergencyNumber: '112',
      firebase: { apiKey: 'key', authDomain: 'x.firebaseapp.com', projectId: 'x', appId: '1:2:web:3' },
    });
  });

  it('keeps the origin of the site address, without its trailing slash', () => {
    expect(parseSettings({ VITE_SITE_URL: 'https://WWW.Example.org/' }).siteUrl).toBe(
      'https://www.example.org',
    );
    expect(parseSettings({ VITE_SITE_URL: 'http://localhost:4173' }).siteUrl).toBe('http://localhost:4173');
  });

  it.each([
    ['VITE_API_BASE_URL', 'api.example.org'],
    ['VITE_SITE_URL', 'www.example.org'],
    ['VITE_SITE_URL', 'https://www.example.org/site'],
    ['VITE_SITE_URL', 'https://www.example.org/?x=1'],
    ['VITE_SITE_URL', 'https://www.example.org#top'],
    ['VITE_SITE_URL', 'ftp://www.example.org'],
    ['VITE_APP_STORE_URL', 'apps.apple.com'],
    ['VITE_CONTACT_EMAIL', 'not-an-address'],
    ['VITE_WEB_VITALS_URL', 'ftp://x'],
    ['VITE_EMERGENCY_NUMBER', 'call 911'],
  ])('names %s when it is invalid', (name, value) => {
    expect(() => parseSettings({ [name]: value })).toThrow(SettingsError);
    expect(() => parseSettings({ [name]: value })).toThrow(name);
  });

  it('names the Firebase settings missing from a partial config', () => {
    expect(() => parseSettings({ VITE_FIREBASE_API_KEY: 'key' })).toThrow(
      /VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID/,
    );
  });
});
