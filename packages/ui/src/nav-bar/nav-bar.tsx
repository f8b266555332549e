import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** One entry of the navigation bar. */
export interface NavLink {
  label: string;
  href: string;
}

/**
 * Renders one link of the navigation bar, so an app can use its router's link component. Pass every prop on.
 *
 * @example
 * const renderLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;
 */
export type RenderLink = (props: {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick?: () => void;
}) => ReactNode;

export interface NavBarProps {
  /** The product name or logo, linking to `brandHref`. */
  brand: ReactNode;
  brandHref?: string;
  links: NavLink[];
  /** Placed apart from the other links, at the end. Its index for `currentIndex` is `links.length`. */
  adminLink?: NavLink;
  /**
   * The current page: an index into `links`, or `links.length` for `adminLink`; any other value marks none.
   * Leave it out when `renderLink` marks the current page itself (a router's active links).
   */
  currentIndex?: number;
  renderLink?: RenderLink;
  /**
   * Renders the brand link, which is never the current page; `renderLink` when left out. Give it when
   * `renderLink` marks the current page itself, so that the brand is not marked with the page it links to.
   */
  renderBrandLink?: RenderLink;
  /** The accessible name of the toggle that shows the links on narrow screens. */
  menuLabel?: string;
  /** The accessible name of the navigation landmark. */
  label?: string;
}

const defaultRenderLink: RenderLink = ({ href, className, children, 'aria-current': current, onClick }) => (
  <a href={href} className={className} aria-current={current} onClick={onClick}>
    {children}
  </a>
);

/**
 * The site's navigation bar. From 640 px wide the links show inline; below, a toggle button shows and hides
 * them (Escape or choosing a link closes it). The current page's link carries `aria-current="page"`.
 *
 * @example
 * <NavBar
 *   brand="Safety Companion"
 *   links={[{ label: 'Home', href: '/' }, { label: 'Feedback', href: '/feedback' }]}
 *   adminLink={{ label: 'Admin Login', href: '/admin-login' }}
 *   currentIndex={1}
 *   renderLink={({ href, ...props }) => <Link to={href} {...props} />}
 * />
 *
 * // With a router whose links mark the current page themselves, and a brand link that never is:
 * <NavBar
 *   brand="Safety Companion"
 *   links={links}
 *   renderLink={({ href, ...props }) => <Link to={href} activeOptions={{ exact: true }} {...props} />}
 *   renderBrandLink={({ href, ...props }) => <a href={href} {...props} />}
 * />
 */
export function NavBar({
  brand,
  brandHref = '/',
  links,
  adminLink,
  currentIndex,
  renderLink = defaultRenderLink,
  renderBrandLink = renderLink,
  menuLabel = 'Menu',
  label = 'Main',
}: NavBarProps) {
  const [open, setOpen] = useState(false);
  const menuId = `${useId()}-menu`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const close = () => setOpen(false);

  // An open menu covers the page on small screens: a press anywhere outside the bar closes it.
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
  }

  const link = (item: NavLink, index: number, className: string) =>
    renderLink({
      href: item.href,
      className,
      children: item.label,
      'aria-current': index === currentIndex ? 'page' : undefined,
      onClick: close,
    });

  return (
    <nav ref={navRef} className="sc-navbar" aria-label={label} onKeyDown={onKeyDown}>
      <div className="sc-navbar__bar">
        {renderBrandLink({ href: brandHref, className: 'sc-navbar__brand', children: brand })}
        <button
          ref={toggleRef}
          type="button"
          className="sc-navbar__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <svg className="sc-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
          <span className="sc-navbar__toggle-label">{menuLabel}</span>
        </button>
      </div>
      <div id={menuId} className="sc-navbar__menu" data-open={open ? '' : undefined}>
        <ul className="sc-navbar__links">
          {links.map((item, index) => (
            <li key={item.href} className="sc-navbar__item">
              {link(item, index, 'sc-navbar__link')}
            </li>
          ))}
        </ul>
        {adminLink ? (
          <div className="sc-navbar__admin">
            {link(adminLink, links.length, 'sc-navbar__link sc-navbar__link--admin')}
          </div>
        ) : null}
      </div>
    </nav>
  );
}
