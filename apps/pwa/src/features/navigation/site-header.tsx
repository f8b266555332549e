import { NavBar, type RenderLink } from '@safety-companion/ui';
import { createLink, Link, type LinkProps, useRouterState } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import { settings } from '../../build-settings';
import { ADMIN_LINK, NAV_LINKS } from './nav-items';

/**
 * An anchor that drops the router's active marking: the brand links to `/` but is never the current page, and
 * `<Link>` sets `aria-current="page"` on every active link whatever its `activeProps`.
 */
function UnmarkedAnchor({ 'aria-current': _current, ...props }: ComponentPropsWithRef<'a'>) {
  return <a {...props} />;
}
const BrandLink = createLink(UnmarkedAnchor);

/** The addresses of the links other than Home. */
const OWN_LINKS: readonly string[] = [...NAV_LINKS, ADMIN_LINK]
  .map((link) => link.href)
  .filter((href) => href !== '/');

/**
 * The navigation bar. Each link is the router's `<Link>`, marked current when the address is its own (exact, any
 * query). Home also stands for the pages without a link of their own and for unknown paths, which no route
 * matching can express: that marking follows the page table's rule.
 */
export function SiteHeader() {
  // Home is current wherever no other link is: the page table (site-pages.ts) gives every page either its own
  // link or Home, and an unknown path matches no page (site-pages.test.ts holds the table and this bar to that).
  const homeIsCurrent = useRouterState({
    select: (state) => !OWN_LINKS.includes(state.matches.at(-1)?.fullPath ?? '/'),
  });

  const renderLink: RenderLink = ({ href, className, children, onClick }) => (
    <Link
      to={href as LinkProps['to']}
      className={className}
      onClick={onClick}
      activeOptions={{ exact: true, includeSearch: false }}
      activeProps={{ 'aria-current': 'page' }}
      aria-current={href === '/' && homeIsCurrent ? 'page' : undefined}
    >
      {children}
    </Link>
  );
  const renderBrandLink: RenderLink = ({ href, className, children }) => (
    <BrandLink to={href as LinkProps['to']} className={className}>
      {children}
    </BrandLink>
  );

  return (
    <header className="site-header">
      <NavBar
        brand={settings.productName}
        links={[...NAV_LINKS]}
        adminLink={ADMIN_LINK}
        renderLink={renderLink}
        renderBrandLink={renderBrandLink}
      />
    </header>
  );
}
