// A `window.matchMedia` that tests control: a viewport width and a reduced-motion preference, with change
// events, so that hooks built on `useSyncExternalStore` can be driven through every state jsdom cannot show.

interface MediaState {
  width: number;
  reducedMotion: boolean;
}

const DEFAULTS: MediaState = { width: 1024, reducedMotion: false };
let state: MediaState = { ...DEFAULTS };
const lists = new Set<FakeMediaQueryList>();

function evaluate(query: string): boolean {
  return query
    .split(/\s+and\s+/)
    .map((part) => part.trim())
    .every((part) => {
      const match = /^\((max|min)-width:\s*(\d+)px\)$/.exec(part);
      if (match)
        return match[1] === 'max' ? state.width <= Number(match[2]) : state.width >= Number(match[2]);
      if (part === '(prefers-reduced-motion: reduce)') return state.reducedMotion;
      if (part === '(prefers-reduced-motion: no-preference)') return !state.reducedMotion;
      return false;
    });
}

class FakeMediaQueryList extends EventTarget {
  matches: boolean;
  onchange: ((event: Event) => void) | null = null;

  constructor(readonly media: string) {
    super();
    this.matches = evaluate(media);
  }

  // The deprecated listener API, which older Safari still needs.
  addListener(listener: (event: Event) => void) {
    this.addEventListener('change', listener);
  }

  removeListener(listener: (event: Event) => void) {
    this.removeEventListener('change', listener);
  }

  update() {
    const matches = evaluate(this.media);
    if (matches === this.matches) return;
    this.matches = matches;
    const event = Object.assign(new Event('change'), { matches, media: this.media });
    this.onchange?.(event);
    this.dispatchEvent(event);
  }
}

function matchMedia(query: string): MediaQueryList {
  const list = new FakeMediaQueryList(query);
  lists.add(list);
  return list as unknown as MediaQueryList;
}

/** Changes the simulated media; lists handed out earlier fire `change` when their answer changes. */
export function setMedia(next: Partial<MediaState>) {
  state = { ...state, ...next };
  for (const list of lists) list.update();
}

/** Installs the stub with the default media: a 1024 px wide window, no motion preference. */
export function installMatchMedia() {
  state = { ...DEFAULTS };
  lists.clear();
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
}
