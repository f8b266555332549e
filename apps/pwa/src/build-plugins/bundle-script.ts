// One module and what it imports, bundled by a second, small Vite build into one classic script (no module), with
// the site's settings compiled in as in the app: for code that runs where ES modules cannot (a page's inline script,
// the service worker's `importScripts`).
import { build, type PluginOption, type ResolvedConfig } from 'vite';

/** The minified script, or undefined when `entry` bundles to nothing. */
export async function bundleScript(
  config: ResolvedConfig,
  entry: string,
  define: Record<string, string> = {},
  plugins: PluginOption[] = [],
): Promise<string | undefined> {
  const result = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    define: { ...config.define, ...define },
    plugins,
    build: {
      write: false,
      copyPublicDir: false,
      minify: true,
      target: config.build.target,
      rolldownOptions: {
        input: entry,
        output: { format: 'iife' },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .find((item) => item.type === 'chunk');
  return chunk?.type === 'chunk' ? `${chunk.code.trim()}\n` : undefined;
}
