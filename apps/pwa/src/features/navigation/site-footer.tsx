import { Link } from '@tanstack/react-router';
import { settings } from '../../settings';

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
        © {new Date().getFullYear()} {settings.productName}. Your personal safety companion.
      </p>
    </footer>
  );
}
