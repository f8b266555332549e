import { describe, expect, it } from 'vitest';
import { SHELL_PATH, siteFileCandidates } from './site-files';

describe('siteFileCandidates: the same clean URLs on every host', () => {
  it.each([
    ['/', ['/index.html', SHELL_PATH]],
    ['/about', ['/about', '/about.html', '/about/index.html', SHELL_PATH]],
    ['/about/', ['/about.html', '/about/index.html', SHELL_PATH]],
    ['/hero-lookup', ['/hero-lookup', '/hero-lookup.html', '/hero-lookup/index.html', SHELL_PATH]],
  ])('%s is answered by the first of %j that exists', (path, expected) => {
    expect(siteFileCandidates(path)).toEqual(expected);
  });

  it('answers every other path without an extension with the app shell, last', () => {
    expect(siteFileCandidates('/feedback').at(-1)).toBe(SHELL_PATH);
  });

  it.each(['/assets/x-abc.js', '/app-ads.txt', '/hero-lookup/app.js'])(
    '%s has an extension: its own file or nothing, never HTML',
    (path) => {
      expect(siteFileCandidates(path)).toEqual([path]);
    },
  );
});
