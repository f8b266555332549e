export { writeBrotliCopies } from './brotli-copies';
export { CONTENT_TYPES, contentTypeFor } from './content-types';
export type { FirebaseApiService } from './firebase-hosting';
export {
  DEFAULT_API_RUN_REGION,
  FirebaseHostingError,
  firebaseApiService,
  firebaseHostingConfig,
} from './firebase-hosting';
export type { HostingOptions } from './headers';
export {
  apiOrigin,
  CACHE_CONTROL,
  cacheControlFor,
  contentSecurityPolicy,
  DEFAULT_PHOTO_HOSTS,
  FIREBASE_AUTH_ORIGINS,
  REVALIDATED_PATHS,
  securityHeaders,
} from './headers';
export type { HostingSettings } from './hosting-settings';
export {
  DEFAULT_HOSTING_SETTINGS,
  HOSTING_FILE,
  HostingSettingsError,
  hostingSettingsJson,
  readHostingSettings,
} from './hosting-settings';
export type { HostingHeadersOptions } from './site-app';
export {
  BROTLI_SUFFIX,
  hostingHeaders,
  SITE_ERROR_MESSAGES,
  siteApp,
  siteExists,
  siteHost,
} from './site-app';
export { isSitePage, NOT_FOUND_PATH, SHELL_PATH, siteFileCandidates } from './site-files';
