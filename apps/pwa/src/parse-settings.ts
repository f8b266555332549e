import * as z from 'zod/mini';

// The parser of the build-time settings (Vite's `import.meta.env`): run when the site is built and when the dev
// server starts; its result is compiled in (build-settings.ts).
// An empty value counts as unset, so `.env` files can list every name.

const httpUrl = z.url({ protocol: z.regexes.httpProtocol, error: 'must be an http(s) URL' });
// The site's public origin: an http(s) origin, at most a trailing slash after it (the site is served from `/`).
const SITE_ORIGIN_MESSAGE =
  'must be the http(s) origin the site is served from, such as https://www.example.org';
const siteOrigin = z.pipe(
  z.url({ protocol: z.regexes.httpProtocol, error: SITE_ORIGIN_MESSAGE, abort: true }).check(
    z.refine((value) => {
      const url = new URL(value);
      return url.href === `${url.origin}/`;
    }, SITE_ORIGIN_MESSAGE),
  ),
  z.transform((value) => new URL(value).origin),
);
const email = z.email({ error: 'must be an email address' });
const optionalText = z.optional(z.string());

const SettingsSchema = z.pipe(
  z.object({
    VITE_API_BASE_URL: z._default(
      z.union([z.string().check(z.regex(/^\/\S*$/)), httpUrl], {
        error: 'must be a path starting with / or an http(s) URL',
      }),
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
    VITE_FIREBASE_API_KEY: optionalText,
    VITE_FIREBASE_AUTH_DOMAIN: optionalText,
    VITE_FIREBASE_PROJECT_ID: optionalText,
    VITE_FIREBASE_APP_ID: optionalText,
  }),
  z.transform((values, context) => {
    const firebase = {
      apiKey: values.VITE_FIREBASE_API_KEY,
      authDomain: values.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: values.VITE_FIREBASE_PROJECT_ID,
      appId: values.VITE_FIREBASE_APP_ID,
    };
    const missing = FIREBASE_KEYS.filter((key) => values[key] === undefined);
    if (missing.length > 0 && missing.length < FIREBASE_KEYS.length) {
      context.issues.push({
        code: 'custom',
        input: values,
        message: `${missing.join(', ')} must be set with the other Firebase settings`,
      });
    }
    return {
      apiBaseUrl: values.VITE_API_BASE_URL,
      /** The site's public origin, without a trailing slash: the absolute addresses of robots.txt and sitemap.xml. */
      siteUrl: values.VITE_SITE_URL,
      productName: values.VITE_PRODUCT_NAME,
      appStoreUrl: values.VITE_APP_STORE_URL,
      playStoreUrl: values.VITE_PLAY_STORE_URL,
      contactEmail: values.VITE_CONTACT_EMAIL,
      privacyEmail: values.VITE_PRIVACY_EMAIL,
      webVitalsUrl: values.VITE_WEB_VITALS_URL,
      /** The number the hero lookup's call button dials (`tel:`) when the hero's country is not known. */
      emergencyNumber: values.VITE_EMERGENCY_NUMBER,
      /** Undefined when Firebase is not configured: nobody is signed in and requests go unauthenticated. */
      firebase: isComplete(firebase) ? firebase : undefined,
    };
  }),
);

const FIREBASE_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

/** True when every field is set. */
function isComplete<T extends object>(value: T): value is { [K in keyof T]-?: Exclude<T[K], undefined> } {
  return Object.values(value).every((field) => field !== undefined);
}

/** The website's settings, as the build validated them. */
export type Settings = z.output<typeof SettingsSchema>;

/** The Firebase web config; only what is needed to read the signed-in user's identity token. */
export type FirebaseConfig = NonNullable<Settings['firebase']>;

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
    // Each problem names its setting; the Firebase check, over several, names them in its message.
    const problems = result.error.issues.map((issue) =>
      [issue.path.join('.'), issue.message].filter(Boolean).join(' '),
    );
    throw new SettingsError(`Invalid website settings:\n- ${problems.join('\n- ')}`);
  }
  return result.data;
}
