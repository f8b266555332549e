import { Link } from '@tanstack/react-router';
import { settings } from '../../build-settings';

// The year the site was built, compiled in (vite.config.ts): the prerendered pages and the browser show the same
// year, so a page built in December still hydrates without a mismatch in January. Unit tests have no build.
declare const __BUILD_YEAR__: number | undefined;
const COPYRIGHT_YEAR = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul className="site-footer__links">
          <li>
            <Link to="/about">About Us</Link>
          </li>
          <li>
            <Link to="/privacyPolicies">Legal Documents</Link>
          </li>
          <li>
            <Link to="/accountDeletion">Account Deletion</Link>
          </li>
          <li>
            <Link to="/feedback">Feedback</Link>
          </li>
        </ul>
      </nav>
      <p className="site-footer__note">
        © {COPYRIGHT_YEAR} {settings.productName}. Your personal safety companion.
      </p>
    </footer>
  );
}
