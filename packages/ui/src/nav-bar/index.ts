export type { NavBarProps, NavLink, RenderLink } from './nav-bar';
export { NavBar } from './nav-bar';
