import { NavBar, type RenderLink } from '@safety-companion/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import { settings } from '../../settings';
import { ADMIN_LINK, NAV_LINKS, navIndexFor } from './nav-items';

const renderLink: RenderLink = ({ href, className, children, onClick, 'aria-current': current }) => (
  <Link to={href} className={className} onClick={onClick} aria-current={current}>
    {children}
  </Link>
);

export function SiteHeader() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <header className="site-header">
      <NavBar
        brand={settings.productName}
        links={[...NAV_LINKS]}
        adminLink={ADMIN_LINK}
        currentIndex={navIndexFor(pathname)}
        renderLink={renderLink}
      />
    </header>
  );
}
