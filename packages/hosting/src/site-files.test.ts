import { describe, expect, it } from 'vitest';
import { isSitePage, NOT_FOUND_PATH, SHELL_PATH, siteFileCandidates } from './site-files';

const PAGES = ['/', '/about', '/hero-lookup', '/feedback', '/admin', '/admin/feedback/$id', '/docs/$'];

describe('siteFileCandidates: the same clean URLs on every host', () => {
  it.each([
    ['/', ['/index.html', SHELL_PATH]],
    ['/about', ['/about', '/about.html', '/about/index.html', SHELL_PATH]],
    ['/about/', ['/about.html', '/about/index.html', SHELL_PATH]],
    ['/hero-lookup', ['/hero-lookup', '/hero-lookup.html', '/hero-lookup/index.html', SHELL_PATH]],
    ['/no/such/page', ['/no/such/page', '/no/such/page.html', '/no/such/page/index.html', NOT_FOUND_PATH]],
  ])('%s is answered by the first of %j that exists', (path, expected) => {
    expect(siteFileCandidates(path, PAGES)).toEqual(expected);
  });

  it('answers the pages of the site with the app shell, last, and every other address with the 404 page', () => {
    expect(siteFileCandidates('/feedback', PAGES).at(-1)).toBe(SHELL_PATH);
    expect(siteFileCandidates('/feedback', ['/']).at(-1)).toBe(NOT_FOUND_PATH);
    expect(siteFileCandidates('/assets', PAGES).at(-1)).toBe(NOT_FOUND_PATH);
  });

  it.each(['/assets/x-abc.js', '/app-ads.txt', '/hero-lookup/app.js'])(
    '%s has an extension: its own file or nothing, never HTML',
    (path) => {
      expect(siteFileCandidates(path, PAGES)).toEqual([path]);
    },
  );
});

describe('isSitePage', () => {
  it.each(['/', '/about', '/about/', '/admin', '/admin/feedback/42', '/docs/a', '/docs/a/b'])(
    '%s is a page',
    (path) => {
      expect(isSitePage(path, PAGES)).toBe(true);
    },
  );

  it.each(['/no/such/page', '/About', '/about/more', '/admin/feedback', '/admin/feedback/42/x', '/docs'])(
    '%s is no page',
    (path) => {
      expect(isSitePage(path, PAGES)).toBe(false);
    },
  );
});
