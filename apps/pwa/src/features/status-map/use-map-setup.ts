import type { ApiClient, MapSetup } from '@safety-companion/api';
import { useEffect, useState } from 'react';
import { earlyHandoff } from '../../early/handoff';

/** The API client, loaded on first use (the lookup's `LookupApi.loadClient`). */
type LoadClient = () => Promise<ApiClient>;

// Asked once per page (per API client): the answer does not change while the page is open. A failure is not kept,
// so that the next map asks again. The page's inline script may have asked already, for its early map.
const asked = new WeakMap<LoadClient, Promise<MapSetup>>();

function mapSetupOf(loadClient: LoadClient): Promise<MapSetup> {
  let setup = asked.get(loadClient);
  if (!setup) {
    setup = earlyHandoff().map?.setup ?? loadClient().then((client) => client.getMapSetup());
    asked.set(loadClient, setup);
    setup.catch(() => asked.delete(loadClient));
  }
  return setup;
}

/** Asks the site's map setup ahead of the map (a lookup has started), so that the map finds the answer there. */
export function preloadMapSetup(loadClient: LoadClient) {
  mapSetupOf(loadClient).catch(() => {});
}

/**
 * Where the street map's tiles are (an address on the API's origin), null when the site has none, 'unknown' when the
 * question failed or there is no client to ask (the demo: the map draws without streets, and claims nothing),
 * undefined until the answer is in.
 */
export function useMapSetup(loadClient: LoadClient | undefined): string | null | 'unknown' | undefined {
  const [tiles, setTiles] = useState<string | null | 'unknown' | undefined>(
    loadClient ? undefined : 'unknown',
  );
  useEffect(() => {
    if (!loadClient) return;
    let current = true;
    mapSetupOf(loadClient).then(
      (setup) => current && setTiles(setup.tiles),
      () => current && setTiles('unknown'),
    );
    return () => {
      current = false;
    };
  }, [loadClient]);
  return tiles;
}
