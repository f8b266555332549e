import SITE_WORDS from 'words:site';
import { Link } from '@tanstack/react-router';
import { settings } from '../../build-settings';

// The year the site was built, compiled in (vite.config.ts): the prerendered pages and the browser show the same
// year, so a page built in December still hydrates without a mismatch in January. Unit tests have no build.
declare const __BUILD_YEAR__: number | undefined;
const COPYRIGHT_YEAR = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label={SITE_WORDS.footer.label}>
        <ul className="site-footer__links">
          <li>
            <Link to="/about">{SITE_WORDS.footer.about}</Link>
          </li>
          <li>
            <Link to="/privacyPolicies">{SITE_WORDS.footer.legal}</Link>
          </li>
          <li>
            <Link to="/accountDeletion">{SITE_WORDS.footer.accountDeletion}</Link>
          </li>
          <li>
            <Link to="/feedback">{SITE_WORDS.footer.feedback}</Link>
          </li>
        </ul>
      </nav>
      <p className="site-footer__note">
        © {COPYRIGHT_YEAR} {settings.productName}. {SITE_WORDS.footer.note}
      </p>
    </footer>
  );
}
