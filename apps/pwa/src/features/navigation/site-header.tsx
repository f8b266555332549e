import { NavBar, type RenderLink } from '@safety-companion/ui';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { settings } from '../../settings';
import { ADMIN_LINK, NAV_LINKS, navIndexFor } from './nav-items';

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The navigation bar. Its links navigate through the router, but which one is current follows the spec's
 * highlight rule alone (the router's own active marking would also mark the brand link).
 */
export function SiteHeader() {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  const renderLink: RenderLink = ({ href, className, children, onClick, 'aria-current': current }) => (
    <a
      href={href}
      className={className}
      aria-current={current}
      onMouseEnter={() => void router.preloadRoute({ to: href }).catch(() => {})}
      onFocus={() => void router.preloadRoute({ to: href }).catch(() => {})}
      onClick={(event) => {
        onClick?.();
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        void router.navigate({ to: href });
      }}
    >
      {children}
    </a>
  );

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
