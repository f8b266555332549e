import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { NAV_BAR_EN } from '../messages/english/nav-bar';
import { useSectionMessages } from '../messages/section-messages';

/** One entry of the navigation bar. */
export interface NavLink {
  label: string;
  href: string;
  /** The current page's link: it carries `aria-current="page"`. */
  active?: boolean;
}

/**
 * Renders one link of the navigation bar, so an app can use its router's link component. Pass every prop on, and
 * mark the link `aria-current="page"` when `active` (and only then: the brand links to a page too, never active).
 *
 * @example
 * const renderLink: RenderLink = ({ href, active, ...props }) => (
 *   <a href={href} aria-current={active ? 'page' : undefined} {...props} />
 * );
 */
export type RenderLink = (props: {
  href: string;
  className: string;
  children: ReactNode;
  active: boolean;
  onClick?: () => void;
}) => ReactNode;

export interface NavBarProps {
  /** The product name or logo, linking to `brandHref`. */
  brand: ReactNode;
  brandHref?: string;
  /** The links; the current page's has `active`. */
  links: NavLink[];
  /** Placed apart from the other links, at the end. */
  adminLink?: NavLink;
  /** Renders every link, the brand's included; a plain `<a>` when left out. */
  renderLink?: RenderLink;
  /** The accessible name of the toggle that shows the links on narrow screens; the messages' `navBar.menu`. */
  menuLabel?: string;
  /** The accessible name of the navigation landmark; the messages' `navBar.label`. */
  label?: string;
}

const defaultRenderLink: RenderLink = ({ href, className, children, active, onClick }) => (
  <a href={href} className={className} aria-current={active ? 'page' : undefined} onClick={onClick}>
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
 *   links={[
 *     { label: 'Home', href: '/' },
 *     { label: 'Feedback', href: '/feedback', active: true },
 *   ]}
 *   adminLink={{ label: 'Admin Login', href: '/admin-login' }}
 *   renderLink={({ href, active, ...props }) => (
 *     <Link to={href} aria-current={active ? 'page' : undefined} {...props} />
 *   )}
 * />
 */
export function NavBar({
  brand,
  brandHref = '/',
  links,
  adminLink,
  renderLink = defaultRenderLink,
  menuLabel,
  label,
}: NavBarProps) {
  const messages = useSectionMessages('navBar', NAV_BAR_EN);
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

  const link = (item: NavLink, className: string) =>
    renderLink({
      href: item.href,
      className,
      children: item.label,
      active: item.active === true,
      onClick: close,
    });

  return (
    <nav ref={navRef} className="sc-navbar" aria-label={label ?? messages.label} onKeyDown={onKeyDown}>
      <div className="sc-navbar__bar">
        {renderLink({ href: brandHref, className: 'sc-navbar__brand', children: brand, active: false })}
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
          <span className="sc-navbar__toggle-label">{menuLabel ?? messages.menu}</span>
        </button>
      </div>
      <div id={menuId} className="sc-navbar__menu" data-open={open ? '' : undefined}>
        <ul className="sc-navbar__links">
          {links.map((item) => (
            <li key={item.href} className="sc-navbar__item">
              {link(item, 'sc-navbar__link')}
            </li>
          ))}
        </ul>
        {adminLink ? (
          <div className="sc-navbar__admin">{link(adminLink, 'sc-navbar__link sc-navbar__link--admin')}</div>
        ) : null}
      </div>
    </nav>
  );
}
