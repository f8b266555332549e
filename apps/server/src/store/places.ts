// The places of a status that strangers with its code can take (alert subscriptions, answers): capped for the
// status, and for each client and network, so that one stranger cannot fill them and leave its heroes no room.

/** Who takes a place, as the throttles count clients: an address or IPv6 /64, and its network (an IPv6 /48). */
export interface PlaceHolder {
  clientKey: string;
  networkKey: string;
}

/** How many places a status has, and how many of them one client and one network may hold. */
export interface PlaceLimits {
  perStatus: number;
  perClient: number;
  perNetwork: number;
}

/** Why a place was refused: the status has none left, or this client or its network holds its share. */
export type PlaceRefusal = 'full' | 'client-full' | 'network-full';

/** The places already taken: all of them, and those of the asking client and its network. */
export interface PlacesTaken {
  total: number;
  client: number;
  network: number;
}

/**
 * Why one more place would pass a limit, or undefined when it may be taken.
 *
 * @example
 * placeRefusal({ total: 3, client: 5, network: 5 }, { perStatus: 20, perClient: 5, perNetwork: 10 }); // 'client-full'
 */
export function placeRefusal(taken: PlacesTaken, limits: PlaceLimits): PlaceRefusal | undefined {
  if (taken.total >= limits.perStatus) return 'full';
  if (taken.client >= limits.perClient) return 'client-full';
  if (taken.network >= limits.perNetwork) return 'network-full';
  return undefined;
}
