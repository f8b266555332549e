import { currentLocale } from '../../i18n/locale';
import { addedHereManifestFile } from '../../pwa/manifest-files';

/**
 * While a status is shown in Safari on an iPhone or iPad, readies the page to be added to the Home Screen from it:
 * the page links the manifest without `start_url`, and its address carries the status's `#code=` link again (the
 * lookup drops it as it reads it), so that the Home Screen app opens on this status rather than on an empty lookup
 * (it keeps none of Safari's storage). The address is the one the hero's text message linked to, and stays in this
 * tab only; it is not kept elsewhere. Answers what puts the site's manifest and the plain address back.
 *
 * @example
 * useEffect(() => offerStatusToHomeScreen(code), [code]);
 */
export function offerStatusToHomeScreen(code: string): () => void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const siteManifest = link?.getAttribute('href');
  const { pathname, search } = window.location;
  const here = `${pathname}${search}#code=${encodeURIComponent(code)}`;
  link?.setAttribute('href', `/${addedHereManifestFile(currentLocale())}`);
  window.history.replaceState(window.history.state, '', here);
  return () => {
    if (link && siteManifest) link.setAttribute('href', siteManifest);
    const { pathname: now, search: query, hash } = window.location;
    if (`${now}${query}${hash}` === here)
      window.history.replaceState(window.history.state, '', `${now}${query}`);
  };
}
