// Makes sure a Chromium for the browser tests exists: CHROME_PATH, or the system's /usr/bin/chromium,
// installed with apt when this is Debian or Ubuntu and we are root. Playwright never downloads one here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);

export function findChromium() {
  return candidates.find((path) => existsSync(path));
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing the system package with apt-get.');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    let install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env,
    });
    if (install.status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
      install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
        stdio: 'inherit',
        env,
      });
    }
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureChromium() ? 0 : 1);
}
