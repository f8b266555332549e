import SITE_WORDS from 'words:site';
import { NavBar, type RenderLink } from '@safety-companion/ui';
import { createLink, type LinkProps, useRouterState } from '@tanstack/react-router';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { settings } from '../../build-settings';
import type { NavSlot } from '../../site-pages';
import { adminLink, navLinks } from './nav-items';

// The page table's `nav` column (site-pages.ts), by path, compiled in by the build (vite.config.ts) so that the
// table itself stays out of every page's first load.
declare const __NAV_SLOTS__: Readonly<Record<string, NavSlot>>;

/**
 * The bar's anchor: marked current by the bar's `active`, never by the router, whose `<Link>` marks every link to
 * the address (`aria-current`, `data-status`), the brand's included.
 */
function NavAnchor({
  active,
  'aria-current': _routerMark,
  'data-status': _routerStatus,
  ...props
}: ComponentPropsWithRef<'a'> & { active: boolean; 'data-status'?: string }) {
  return <a {...props} aria-current={active ? 'page' : undefined} />;
}
const RouterNavLink = createLink(NavAnchor);

const renderLink: RenderLink = ({ href, className, children, active, onClick }) => (
  <RouterNavLink to={href as LinkProps['to']} className={className} onClick={onClick} active={active}>
    {children}
  </RouterNavLink>
);

/**
 * The navigation bar: the link the page table names for the page is current; Home for an unknown path. The
 * language link stands beside it.
 */
export function SiteHeader({ languageLink }: { languageLink?: ReactNode }) {
  const current = useRouterState({
    select: (state) => __NAV_SLOTS__[state.matches.at(-1)?.fullPath ?? '/'] ?? '/',
  });
  const mark = <T extends { href: NavSlot }>(link: T) => ({ ...link, active: link.href === current });

  return (
    <header className="site-header">
      <NavBar
        brand={settings.productName}
        label={SITE_WORDS.nav.label}
        menuLabel={SITE_WORDS.nav.menu}
        links={navLinks().map(mark)}
        adminLink={mark(adminLink())}
        renderLink={renderLink}
      />
      {languageLink}
    </header>
  );
}
