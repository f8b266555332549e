import { MAP_SETUP_PATH } from '@safety-companion/api/addresses';
import type { MapSetup } from '@safety-companion/contract';

/**
 * The site's map setup, as the API client's `getMapSetup` answers it (the tiles' absolute address, on the API's
 * origin), without the client: the lookup page's inline script asks it for the early map, as it paints a status.
 */
export async function askMapSetup(apiBaseUrl: string): Promise<MapSetup> {
  const api = new URL(`${apiBaseUrl.replace(/\/+$/, '')}/`, location.href);
  const answer = await fetch(new URL(MAP_SETUP_PATH, api), { headers: { Accept: 'application/json' } });
  if (!answer.ok) throw new Error(`The map setup answered ${answer.status}.`);
  const { tiles } = (await answer.json()) as { tiles?: unknown };
  return { tiles: typeof tiles === 'string' ? new URL(tiles, api).href : null };
}
