// What a host needs to know about the build it serves, written by the build into its own folder
// (`dist/hosting.json`) so that every host (the project's server, the browser tests' server, the firebase.json
// generation) reads it from there instead of re-reading the build's settings with a rule of its own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';

/** The file of the build that holds its hosting settings; no host serves it to visitors. */
export const HOSTING_FILE = 'hosting.json';

const HostingSettingsSchema = z.strictObject({
  apiBaseUrl: z
    .string()
    .regex(/^(\/|https?:\/\/[^/\s])\S*$/i, 'expected a path starting with / or an http(s) URL'),
  firebaseAuth: z.boolean(),
  // The addresses of the site's pages (its page table), in the router's syntax (`$id` one segment, `$` the rest):
  // each answers 200, with its prerendered page or the shell; any other address answers 404 (site-files.ts).
  pages: z.array(z.string().regex(/^\/\S*$/, 'expected paths starting with /')),
  // The CSP sources of the scripts inline in its pages ('sha256-…'), which the CSP allows and nothing else inline.
  scriptHashes: z
    .array(z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/, "expected a script's sha256-… hash"))
    .default([]),
});

/**
 * Where the built site calls its API, whether it signs users in with Firebase (what its CSP allows), the
 * addresses of its pages (which answer 200; any other address answers 404), and the hashes of its inline scripts.
 */
export type HostingSettings = z.input<typeof HostingSettingsSchema>;

/**
 * The settings of a build without a hosting file: the API on the same origin, no Firebase sign-in, and no page
 * but its files (a prerendered page still answers its address).
 */
export const DEFAULT_HOSTING_SETTINGS: HostingSettings = {
  apiBaseUrl: '/api',
  firebaseAuth: false,
  pages: [],
  scriptHashes: [],
};

/** A hosting file that is not valid; the message names the file and the field. */
export class HostingSettingsError extends Error {
  override name = 'HostingSettingsError' as const;
}

/**
 * The text of the hosting file, as the build writes it.
 *
 * @example
 * hostingSettingsJson({ apiBaseUrl: '/api', firebaseAuth: false, pages: ['/'] }); // '{\n  "apiBaseUrl": "/api", …'
 */
export function hostingSettingsJson(settings: HostingSettings): string {
  return `${JSON.stringify(HostingSettingsSchema.parse(settings), null, 2)}\n`;
}

/**
 * The hosting settings of the build in `siteDir`; the defaults (the strictest CSP) when the build has no hosting
 * file. Throws a `HostingSettingsError` naming the file when it is not valid.
 *
 * @example
 * const settings = readHostingSettings('apps/pwa/dist'); // { apiBaseUrl: '/api', firebaseAuth: false, pages: […] }
 */
export function readHostingSettings(siteDir: string): HostingSettings {
  const file = join(siteDir, HOSTING_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return DEFAULT_HOSTING_SETTINGS;
    throw new HostingSettingsError(`${file} cannot be read.`, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new HostingSettingsError(`${file} is not valid JSON.`, { cause: error });
  }
  const result = HostingSettingsSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new HostingSettingsError(
      `${file}: ${issue?.path.join('.') || 'the file'}: ${issue?.message ?? 'invalid'}.`,
      { cause: result.error },
    );
  }
  return result.data;
}
