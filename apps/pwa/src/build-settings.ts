import type { Settings } from './parse-settings';

// The settings are validated with `parseSettings` when the build or the dev server starts (vite.config.ts), and
// the result is compiled in: the browser never ships the validator.
declare const __SITE_SETTINGS__: Settings;

/** The website's settings: the values the build validated (parse-settings.ts) and compiled in. */
export const settings: Settings = __SITE_SETTINGS__;
