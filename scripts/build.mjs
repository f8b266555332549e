// Builds what changed, each workspace after those it depends on: `turbo run build` (turbo.json declares a build's
// inputs, its outputs `dist/**` and the build-time settings in its key: VITE_*, PRERENDER). `npm start` and `npm test`
// build through it. Turbo calls nothing up to date without its outputs: a build whose key it has seen restores the
// files of `dist/` that differ from what that build made (a deleted `dist/`, one emptied by an interrupted build, one
// another build wrote with other settings), and leaves the others alone, so a second `npm start` from one checkout
// rewrites no file a running server reads. A build that fails or is interrupted is not cached: it runs again.
// Usage: node scripts/build.mjs            (every workspace with a build script; more arguments go to turbo,
//        e.g. --filter=@safety-companion/ui, which builds that package and what it depends on)
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTurbo } from './turbo.mjs';

/** Builds what changed; answers 0, or the exit code of the first build that failed. */
export function buildChanged(args = []) {
  // A build is for production whatever the caller's NODE_ENV (a test runner's `test` would give React's development
  // build to a site `npm start` serves).
  return runTurbo(['run', 'build', '--output-logs=new-only', ...args], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(buildChanged(process.argv.slice(2)));
}
