import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from './router';
import { SITE_PAGES, type SitePage } from './site-pages';
import { renderRoute } from './test/render-route';

const ROUTES_DIR = join(import.meta.dirname, 'routes');

/** The route modules in src/routes, as TanStack Router's file-based routing reads them. */
function routeFiles(): string[] {
  return (
    readdirSync(ROUTES_DIR, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => relative(ROUTES_DIR, join(entry.parentPath, entry.name)).replaceAll('\\', '/'))
      // Not routes: the root layout, tests, and what TanStack Router ignores (a name starting with `-`).
      .filter((file) => file !== '__root.tsx' && !/\.test\.tsx?$/.test(file))
      .filter((file) => !file.split('/').some((part) => part.startsWith('-')))
      .sort()
  );
}

describe('the page table', () => {
  it('has a line for every route file in src/routes, and a route file for every line', () => {
    expect(SITE_PAGES.map((page) => page.route).sort()).toEqual(routeFiles());
  });

  it("lists exactly the router's pages", () => {
    const router = createAppRouter();
    const paths = Object.keys(router.routesByPath).filter((path) => path !== '__root__');
    expect(SITE_PAGES.map((page) => page.path).sort()).toEqual(paths.sort());
  });

  it('names each path once', () => {
    const paths = SITE_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("marks on each page Home or the page's own link, the only links the router can mark itself", () => {
    for (const page of SITE_PAGES) expect([page.path, '/'], page.path).toContain(page.nav);
  });

  it('keeps private and admin pages out of search engines', () => {
    for (const page of SITE_PAGES.filter((line) => line.kind === 'private' || line.kind === 'admin'))
      expect(page.indexable, page.path).toBe(false);
  });
});

describe('the highlight rule: the navigation marks the link the table names, Home for an unknown path', () => {
  const currentHref = () => {
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const marked = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked).toHaveLength(1);
    return marked[0]?.getAttribute('href');
  };

  it.each(SITE_PAGES.map((page) => [page.path, page.nav]))('%s marks %s', async (path, slot) => {
    await renderRoute(path);
    expect(currentHref()).toBe(slot);
  });

  it.each([
    ['/privacyPolicies/', '/privacyPolicies'],
    ['/privacyPolicies?tab=eula', '/privacyPolicies'],
    ['/no/such/page', '/'],
    ['/hero-lookup-extra', '/'],
  ])('%s marks %s', async (path, slot) => {
    await renderRoute(path);
    expect(currentHref()).toBe(slot);
  });
});

describe('indexable', () => {
  const robots = () => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

  it('keeps out of search engines exactly the pages the table marks not indexable', async () => {
    const { router } = await renderRoute('/about');
    // Indexable and not indexable in turn, so that every page changes what the last one showed.
    const indexable = SITE_PAGES.filter((page) => page.indexable);
    const hidden = SITE_PAGES.filter((page) => !page.indexable);
    const pages = indexable.flatMap((page, index) => [page, hidden[index % hidden.length] as SitePage]);
    for (const page of pages) {
      router.history.push(page.path);
      await waitFor(() => expect(router.state.resolvedLocation?.pathname).toBe(page.path));
      await waitFor(() => expect(robots(), page.path).toBe(page.indexable ? null : 'noindex'));
    }
  });

  it('keeps a page the table marks not indexable out of search engines, on arrival and after navigating', async () => {
    const { router } = await renderRoute('/about');
    await waitFor(() => expect(document.title).toBe('About Us | Beacon'));
    expect(robots()).toBeNull();
    await router.navigate({ to: '/user-status' });
    await waitFor(() => expect(document.title).toBe('User Status | Beacon'));
    expect(robots()).toBe('noindex');
    await router.navigate({ to: '/privacyPolicies' });
    await waitFor(() => expect(document.title).toBe('Legal Documents | Beacon'));
    expect(robots()).toBeNull();
  });
});
