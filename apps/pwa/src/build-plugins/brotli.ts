import { resolve } from 'node:path';
import { writeBrotliCopies } from '@safety-companion/hosting';
import type { Plugin } from 'vite';

/**
 * Writes the Brotli copies of the build's text files that hosts send to browsers accepting Brotli (the hosting
 * package's `writeBrotliCopies`), after every other plugin has written its files, so that the prerendered pages
 * and the service worker get theirs too.
 */
export function brotliCopies(): Plugin {
  let outDir = '';
  return {
    name: 'safety-companion:brotli-copies',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (!error) await writeBrotliCopies(outDir);
      },
    },
  };
}
