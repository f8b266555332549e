import type { ApiClient } from '@safety-companion/api';
import { lastPositionAt, type SnapshotLocation, type StatusSnapshot } from '@safety-companion/contract';
import { useNow } from '@safety-companion/ui';
import { useState } from 'react';
import { mapCaption } from './map-caption';
import { type MapShape, mapShapeOf, shapeKey } from './map-shape';
import { mapTexts } from './map-texts';
import { useLeafletMap } from './use-leaflet-map';
import { useMapSetup } from './use-map-setup';
import { useNearestStreets } from './use-nearest-streets';

export { preloadMapSetup } from './use-map-setup';

export interface StatusMapProps {
  snapshot: StatusSnapshot;
  /**
   * Loads the API client the lookup uses: it says whether the site has a street map, and where. Without one (the
   * demo code, answered on the page) the map asks nothing and draws without streets.
   */
  loadClient?: () => Promise<ApiClient>;
  locale?: string;
  timeZone?: string;
  /** The phone has not reported for too long: its last position is drawn grey, not as where the person is now. */
  silent?: boolean;
}

/**
 * Where the person is, on a map under the status line: the current position with its accuracy as a circle, the
 * start, and the trail, followed live, and the same in words in the caption, which names the nearest streets from the
 * site's own street map (`useNearestStreets`, in idle time). Its tiles come from the site's own
 * origin only (`MAP_TILES`); without them it draws on a plain background and says so. Imported only once a
 * status is shown, never with the page: Leaflet and protomaps-leaflet are no part of the lookup's first load.
 * The figure says `data-drawn` once the map is drawn, streets included (the benchmark and tests wait for it).
 */
export function StatusMap({ snapshot, ...rest }: StatusMapProps) {
  const shape = mapShapeOf(snapshot);
  return shape && snapshot.location ? (
    <LocatedMap snapshot={snapshot} location={snapshot.location} shape={shape} {...rest} />
  ) : null;
}

interface LocatedMapProps extends StatusMapProps {
  location: SnapshotLocation;
  shape: MapShape;
}

function LocatedMap({ snapshot, location, shape, loadClient, locale, timeZone, silent }: LocatedMapProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [drawn, setDrawn] = useState(false);
  const setup = useMapSetup(loadClient);
  const now = useNow();
  const streets = useNearestStreets(setup, location);
  useLeafletMap(element, shape, shapeKey(shape), setup === 'unknown' ? null : setup, () => setDrawn(true));

  return (
    <figure className="status-map" data-drawn={drawn ? '' : undefined} data-silent={silent ? '' : undefined}>
      {/* The map's place: the map itself (a named group, focusable) is the element the drawing puts in it. */}
      <div ref={setElement} className="status-map__canvas" />
      <figcaption className="status-map__caption">
        {mapCaption({
          location,
          positionAt: lastPositionAt(snapshot),
          trail: snapshot.trail ?? [],
          // Until the site says (or when it could not), the caption does not claim that there is no street map.
          streetMap: setup !== null,
          streets,
          now,
          locale,
          timeZone,
          texts: mapTexts(),
        })}
      </figcaption>
    </figure>
  );
}
