import type { ApiClient, MapSetup } from '@safety-companion/api';
import { useEffect, useState } from 'react';

// Asked once per page (per API client): the answer does not change while the page is open. A failure is not kept,
// so that the next map asks again.
const asked = new WeakMap<ApiClient, Promise<MapSetup>>();

function mapSetupOf(client: ApiClient): Promise<MapSetup> {
  let setup = asked.get(client);
  if (!setup) {
    setup = client.getMapSetup();
    asked.set(client, setup);
    setup.catch(() => asked.delete(client));
  }
  return setup;
}

/**
 * Where the street map's tiles are (an address on the API's origin), null when the site has none, 'unknown' when the
 * question failed or there is no `client` to ask (the demo: the map draws without streets, and claims nothing),
 * undefined until the answer is in.
 */
export function useMapSetup(client: ApiClient | undefined): string | null | 'unknown' | undefined {
  const [tiles, setTiles] = useState<string | null | 'unknown' | undefined>(client ? undefined : 'unknown');
  useEffect(() => {
    if (!client) return;
    let current = true;
    mapSetupOf(client).then(
      (setup) => current && setTiles(setup.tiles),
      () => current && setTiles('unknown'),
    );
    return () => {
      current = false;
    };
  }, [client]);
  return tiles;
}
