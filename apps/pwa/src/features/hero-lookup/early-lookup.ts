// The snapshot request of a `#code=…` link, started by the page's start script while the app's code is still on
// its way, and handed to the app's API client when it asks for the same address. On a slow phone this saves
// the whole time the app takes to load before its first request (about a second at 1.6 Mbps). The script
// checks the code as `AccessCode` does (upper-cased, 6 ASCII letters or digits) and leaves the demo code alone,
// which the client answers without a request.
import { ACCESS_CODE_LENGTH, DEMO_ACCESS_CODE } from '@safety-companion/api';

/** The window property the start script leaves its request in; the app takes it once. */
const EARLY_SNAPSHOT = '__earlySnapshot';

interface EarlySnapshot {
  /** The absolute address asked for, exactly as the API client builds it. */
  url: string;
  /** The server's answer; null when the request failed (the client then asks again and reports its failure). */
  response: Promise<Response | null>;
}

type WindowWithEarlySnapshot = Window & { [EARLY_SNAPSHOT]?: EarlySnapshot };

/**
 * The start script's part (plain ES5, no module): reads the code from the fragment, shows it in the code field,
 * and starts the request with the headers the API client sends, so the server sees the request the app would make.
 */
export function earlySnapshotScript({ apiBaseUrl }: { apiBaseUrl: string }): string {
  const base = JSON.stringify(apiBaseUrl.replace(/\/+$/, ''));
  return `(function(){try{var c=new URLSearchParams(location.hash.slice(1)).get("code");c=c&&c.trim().toUpperCase();
if(!c||!/^[A-Z0-9]{${ACCESS_CODE_LENGTH}}$/.test(c))return;var i=document.querySelector('input[name="code"]');if(i)i.value=c;
if(c===${JSON.stringify(DEMO_ACCESS_CODE)})return;
var u=new URL(${base}+"/getSnapshot?accessCode="+c,location.href).href;
window.${EARLY_SNAPSHOT}={url:u,response:fetch(u,{headers:{"Content-Type":"application/json",Accept:"application/json"}}).catch(function(){return null})}}catch(e){}})();
`;
}

function urlOf(input: Request | URL | string): string {
  return input instanceof Request ? input.url : String(input);
}

/**
 * A `fetch` for the API client: a GET of the address the start script already asked for gets that answer (once);
 * everything else, and a failed early request, goes to the network as usual.
 */
export function fetchWithEarlySnapshot(input: Request | URL | string, init?: RequestInit): Promise<Response> {
  const target = window as WindowWithEarlySnapshot;
  const early = target[EARLY_SNAPSHOT];
  const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
  if (early && method.toUpperCase() === 'GET' && urlOf(input) === early.url) {
    delete target[EARLY_SNAPSHOT];
    return early.response.then((response) => response ?? fetch(input, init));
  }
  return fetch(input, init);
}
