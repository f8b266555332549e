import { useEffect, useEffectEvent } from 'react';

/**
 * The access code of a link like `/hero-lookup#code=ABC123`, or null when the fragment has none. The code
 * travels in the fragment because browsers never send a fragment to a server, so it stays out of every log.
 */
export function readCodeFragment(hash: string): string | null {
  const code = new URLSearchParams(hash.replace(/^#/, '')).get('code');
  return code === null ? null : code.trim();
}

/**
 * Hands the code of a `#code=…` link to `onCode` when the page opens (or the fragment changes while it is open),
 * and drops the fragment from the address bar and the history entry, keeping the path and the query.
 */
export function useCodeFragment(onCode: (code: string) => void) {
  const handle = useEffectEvent(onCode);
  useEffect(() => {
    function take() {
      const code = readCodeFragment(window.location.hash);
      if (code === null) return;
      const { pathname, search } = window.location;
      // The router's own state is kept, so back and forward still work.
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      handle(code);
    }
    take();
    window.addEventListener('hashchange', take);
    return () => window.removeEventListener('hashchange', take);
  }, []);
}
