import { parseSettings } from './config';

/** The website's settings, read once from the build's environment. */
export const settings = parseSettings(import.meta.env);
