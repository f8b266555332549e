import * as z from 'zod/mini';

// The parser of the build-time settings (Vite's `import.meta.env`): run when the site is built and when the dev
// server starts; its result is compiled in (build-settings.ts).
// An empty value counts as unset, so `.env` files can list every name.

const httpUrl = z
  .string()
  .check(z.refine((value) => /^https?:\/\/[^\s]+$/i.test(value), 'must be an http(s) URL'));
// The site's public origin: an http(s) origin, at most a trailing slash after it (the site is served from `/`).
const siteOrigin = z.string().check(
  z.refine((value) => {
    if (!/^https?:\/\/\S+$/i.test(value)) return false;
    try {
      const url = new URL(value);
      return url.href === `${url.origin}/`;
    } catch {
      return false;
    }
  }, 'must be the http(s) origin the site is served from, such as https://www.example.org'),
);
const email = z.string().check(z.refine((value) => z.regexes.email.test(value), 'must be an email address'));

const SettingsSchema = z.object({
  VITE_API_BASE_URL: z._default(
    z
      .string()
      .check(
        z.refine(
          (value) => /^\/[^\s]*$/.test(value) || /^https?:\/\/[^\s]+$/i.test(value),
          'must be a path starting with / or an http(s) URL',
        ),
      ),
    '/api',
  ),
  VITE_SITE_URL: z._default(siteOrigin, 'http://127.0.0.1:8080'),
  VITE_PRODUCT_NAME: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)), 'Beacon'),
  VITE_APP_STORE_URL: z._default(httpUrl, 'https://apps.apple.com/'),
  VITE_PLAY_STORE_URL: z._default(httpUrl, 'https://play.google.com/store/apps'),
  VITE_CONTACT_EMAIL: z._default(email, 'support@example.com'),
  VITE_PRIVACY_EMAIL: z._default(email, 'privacy@example.com'),
  VITE_WEB_VITALS_URL: z.optional(httpUrl),
  VITE_EMERGENCY_NUMBER: z._default(
    z.string().check(z.regex(/^\+?[0-9]{2,15}$/, 'must be a phone number of digits, like 911 or 112')),
    '911',
  ),
  VITE_FIREBASE_API_KEY: z.optional(z.string()),
  VITE_FIREBASE_AUTH_DOMAIN: z.optional(z.string()),
  VITE_FIREBASE_PROJECT_ID: z.optional(z.string()),
  VITE_FIREBASE_APP_ID: z.optional(z.string()),
});

const FIREBASE_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

/** The Firebase web config; only what is needed to read the signed-in user's identity token. */
export interface FirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

export interface Settings {
  apiBaseUrl: string;
  /** The site's public origin, without a trailing slash: the absolute addresses of robots.txt and sitemap.xml. */
  siteUrl: string;
  productName: string;
  appStoreUrl: string;
  playStoreUrl: string;
  contactEmail: string;
  privacyEmail: string;
  webVitalsUrl: string | undefined;
  /** The number the hero lookup's call button dials in an emergency (`tel:`). */
  emergencyNumber: string;
  /** Undefined when Firebase is not configured: nobody is signed in and requests go unauthenticated. */
  firebase: FirebaseConfig | undefined;
}

export class SettingsError extends Error {
  override name = 'SettingsError' as const;
}

/** Reads and validates the settings; throws a `SettingsError` naming every bad setting. */
export function parseSettings(env: Record<string, unknown>): Settings {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  );
  const result = SettingsSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new SettingsError(`Invalid website settings:\n- ${problems.join('\n- ')}`);
  }
  const values = result.data;
  const firebaseSet = FIREBASE_KEYS.filter((key) => values[key] !== undefined);
  if (firebaseSet.length > 0 && firebaseSet.length < FIREBASE_KEYS.length) {
    const missing = FIREBASE_KEYS.filter((key) => values[key] === undefined);
    throw new SettingsError(
      `Invalid website settings:\n- ${missing.join(', ')} must be set with the other Firebase settings`,
    );
  }
  return {
    apiBaseUrl: values.VITE_API_BASE_URL,
    siteUrl: new URL(values.VITE_SITE_URL).origin,
    productName: values.VITE_PRODUCT_NAME,
    appStoreUrl: values.VITE_APP_STORE_URL,
    playStoreUrl: values.VITE_PLAY_STORE_URL,
    contactEmail: values.VITE_CONTACT_EMAIL,
    privacyEmail: values.VITE_PRIVACY_EMAIL,
    webVitalsUrl: values.VITE_WEB_VITALS_URL,
    emergencyNumber: values.VITE_EMERGENCY_NUMBER,
    firebase:
      firebaseSet.length === 0
        ? undefined
        : {
            apiKey: values.VITE_FIREBASE_API_KEY as string,
            authDomain: values.VITE_FIREBASE_AUTH_DOMAIN as string,
            projectId: values.VITE_FIREBASE_PROJECT_ID as string,
            appId: values.VITE_FIREBASE_APP_ID as string,
          },
  };
}
