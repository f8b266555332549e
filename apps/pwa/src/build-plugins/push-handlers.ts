// The service worker's alerts (src/service-worker/push-handlers.ts), written in TypeScript and bundled into the
// classic script that the generated worker imports (`workbox.importScripts` takes a file as it is). It keeps one
// fixed name, which hosts send with `no-cache` so that the browser updates it with the worker.
import type { Plugin, ResolvedConfig } from 'vite';
import { bundleScript } from './bundle-script.ts';

export const PUSH_HANDLERS_FILE = 'push-handlers.js';

export function pushHandlersFile(entry: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'safety-companion:push-handlers',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      const source = await bundleScript(config, entry);
      if (!source) this.error(`${entry} bundled to nothing.`);
      this.emitFile({ type: 'asset', fileName: PUSH_HANDLERS_FILE, source });
    },
  };
}
