import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { NavBar, type NavBarProps, type RenderLink } from './nav-bar';

// Hash links, so that following one in jsdom changes no page.
const links = [
  { label: 'Home', href: '#home' },
  { label: 'Privacy Policy', href: '#privacyPolicies' },
  { label: 'Account Deletion', href: '#accountDeletion' },
  { label: 'Feedback', href: '#feedback' },
  { label: 'Hero Lookup', href: '#hero-lookup' },
];
const adminLink = { label: 'Admin Login', href: '#admin-login' };

/** The links with the one at `index` active (none for any other index). */
function activeAt(index: number) {
  return links.map((link, at) => ({ ...link, active: at === index }));
}

function renderNavBar(props: Partial<NavBarProps> = {}) {
  return render(<NavBar brand="Safety Companion" links={activeAt(0)} adminLink={adminLink} {...props} />);
}

describe('NavBar', () => {
  it('is a labelled navigation landmark with the brand, every link and the admin link', () => {
    renderNavBar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Safety Companion' })).toHaveAttribute('href', '/');
    for (const link of [...links, adminLink]) {
      expect(within(nav).getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
  });

  it('places the admin link apart from the list of links', () => {
    renderNavBar();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('link')).toHaveLength(5);
    expect(within(list).queryByRole('link', { name: 'Admin Login' })).not.toBeInTheDocument();
  });

  it.each([0, 1, 2, 3, 4])('marks link %i as the current page', (index) => {
    renderNavBar({ links: activeAt(index) });
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName(links[index]?.label);
  });

  it('marks the admin link as the current page when it is active', () => {
    renderNavBar({ links, adminLink: { ...adminLink, active: true } });
    expect(screen.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('tells renderLink which link is active, the brand never, and renderLink marks it', () => {
    const renderLink: RenderLink = ({ href, className, children, active }) => (
      <a href={href} className={className} aria-current={active ? 'page' : undefined}>
        {children}
      </a>
    );
    renderNavBar({ links: activeAt(3), brandHref: '#feedback', renderLink });
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName('Feedback');
  });

  it('renders the brand link with renderLink too, as the brand (no onClick) and never active', () => {
    const renderLink: RenderLink = ({ href, className, children, active, onClick }) => (
      <a href={href} className={className} data-rendered-by={onClick ? 'link' : 'brand'} data-active={active}>
        {children}
      </a>
    );
    renderNavBar({ links: activeAt(0), brandHref: '#home', renderLink });
    const brand = screen.getByRole('link', { name: 'Safety Companion' });
    expect(brand).toHaveAttribute('data-rendered-by', 'brand');
    expect(brand).toHaveAttribute('data-active', 'false');
    for (const link of [...links, adminLink]) {
      expect(screen.getByRole('link', { name: link.label })).toHaveAttribute('data-rendered-by', 'link');
    }
  });

  it('uses the given landmark label, brand link and menu label', () => {
    renderNavBar({ label: 'Site', brandHref: '/home', menuLabel: 'Pages' });
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Safety Companion' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('button', { name: 'Pages' })).toBeInTheDocument();
  });

  it('has a toggle that controls the menu and reports whether it is open', async () => {
    const user = userEvent.setup();
    renderNavBar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menuId = toggle.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    const menu = document.getElementById(menuId ?? '');
    expect(menu).toContainElement(screen.getByRole('link', { name: 'Feedback' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveAttribute('data-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    renderNavBar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('opens and closes from the keyboard', async () => {
    const user = userEvent.setup();
    renderNavBar();
    await user.tab();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes after a link is chosen', async () => {
    const user = userEvent.setup();
    renderNavBar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Hero Lookup' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Admin Login' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside the bar', async () => {
    const user = userEvent.setup();
    render(
      <>
        <NavBar brand="Safety Companion" links={activeAt(0)} />
        <p>Page content</p>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByText('Page content'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders every link through renderLink, so an app can use its router', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const renderLink: RenderLink = ({ href, className, children, active, onClick }) => (
      <a
        href={href}
        className={className}
        aria-current={active ? 'page' : undefined}
        data-router="yes"
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
          onClick?.();
        }}
      >
        {children}
      </a>
    );
    renderNavBar({ renderLink, links: activeAt(3) });
    for (const link of screen.getAllByRole('link')) expect(link).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveAttribute('aria-current', 'page');

    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(navigate).toHaveBeenCalledWith('#privacyPolicies');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('works without an admin link', () => {
    renderNavBar({ adminLink: undefined, links });
    expect(screen.queryByRole('link', { name: 'Admin Login' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').some((link) => link.hasAttribute('aria-current'))).toBe(false);
  });

  it('has no axe violations with the menu closed and open', async () => {
    const user = userEvent.setup();
    const { container } = renderNavBar({ links: activeAt(2) });
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await expectNoAxeViolations(container);
  });
});
