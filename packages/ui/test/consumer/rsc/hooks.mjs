// React's ESM loader for server components (it turns a module that starts with "use client" into client
// references), given each module's source as text: Node's own loader hands it over as bytes, and the source map
// React reads next to a module is named relative to that module.
import * as rsc from 'react-server-dom-webpack/node-loader';

export const resolve = rsc.resolve;

async function loadAsText(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (result.format === 'module' && typeof result.source !== 'string')
    return { ...result, source: Buffer.from(result.source).toString('utf8') };
  return result;
}

export function load(url, context, nextLoad) {
  return rsc.load(url, context, (next, nextContext) =>
    loadAsText(new URL(next, url).href, nextContext, nextLoad),
  );
}
