import { NavBar, type RenderLink } from '@safety-companion/ui';
import { createLink, Link, type LinkProps, useRouterState } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import { settings } from '../../settings';
import { navSlotAt } from '../../site-pages';
import { ADMIN_LINK, NAV_LINKS } from './nav-items';

/**
 * An anchor that drops the router's active marking: the brand links to `/` but is never the current page, and
 * `<Link>` sets `aria-current="page"` on every active link whatever its `activeProps`.
 */
function UnmarkedAnchor({
  'aria-current': _current,
  'data-status': _status,
  ...props
}: ComponentPropsWithRef<'a'> & { 'data-status'?: string }) {
  return <a {...props} />;
}
const BrandLink = createLink(UnmarkedAnchor);

/** The links' addresses are the site's routes (NAV_LINKS); the navigation bar hands them on as strings. */
const routeOf = (href: string) => href as LinkProps['to'];

/**
 * The navigation bar. Each link is the router's `<Link>`, marked current when the address is its own (exact, any
 * query). Home also stands for every page without a link of its own and for unknown paths, which no route
 * matching can express: the page table (site-pages.ts) says when Home is current.
 */
export function SiteHeader() {
  const homeIsCurrent = useRouterState({ select: (state) => navSlotAt(state.location.pathname) === '/' });

  const renderLink: RenderLink = ({ href, className, children, onClick }) => (
    <Link
      to={routeOf(href)}
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
    <BrandLink to={routeOf(href)} className={className}>
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
