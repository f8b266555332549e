import { getMimeType, mimes } from 'hono/utils/mime';

/** Files served with a fixed content type whatever their extension says. */
export const CONTENT_TYPES: Record<string, string> = {
  '/added-here.webmanifest': 'application/manifest+json',
  '/app-ads.txt': 'text/plain; charset=utf-8',
  '/manifest.webmanifest': 'application/manifest+json',
  '/robots.txt': 'text/plain; charset=utf-8',
  '/sitemap.xml': 'application/xml; charset=utf-8',
};

// Hono's table, with the site's choices where they differ: JSON (the source maps, `.well-known` files) is
// declared UTF-8, and SVG, an image, carries no charset.
const TYPES_BY_EXTENSION: Record<string, string> = {
  ...mimes,
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
};

/**
 * The Content-Type of a file the site serves: the fixed ones by path, the others by extension (Hono's MIME
 * table), anything unknown as bytes.
 *
 * @example
 * contentTypeFor('/assets/index-abc123.js'); // 'text/javascript; charset=utf-8'
 */
export function contentTypeFor(urlPath: string): string {
  return CONTENT_TYPES[urlPath] ?? getMimeType(urlPath, TYPES_BY_EXTENSION) ?? 'application/octet-stream';
}
