import type { ReactNode } from 'react';
import type { StoreBadgeWords } from '../messages';
import { STORE_LINKS_EN } from '../messages/english/store-links';
import { useSectionMessages } from '../messages/section-messages';
import { cx } from '../utils/cx';

export interface StoreLinksProps {
  appStoreUrl: string;
  playStoreUrl: string;
  /** Put into the accessible names: 'Download {productName} on the App Store', 'Get {productName} on Google Play'. */
  productName?: string;
  className?: string;
}

interface BadgeProps extends StoreBadgeWords {
  href: string;
  icon: ReactNode;
  /** Read only, after the verb. */
  productName?: string;
}

// The badge shows the stores' own wording ('Download on the / App Store', 'GET IT ON / Google Play') while the
// name says what is downloaded; the store name is in both, so voice control users can say what they see.
function Badge({ href, icon, verb, productName, filler, preposition, store }: BadgeProps) {
  return (
    <li className="sc-store-links__item">
      <a className="sc-store-links__badge" href={href}>
        <svg className="sc-store-links__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {icon}
        </svg>
        <span className="sc-store-links__text">
          <span className="sc-store-links__lead">
            {verb} {productName ? <span className="sc-visually-hidden">{productName}</span> : null}{' '}
            {filler ? <span aria-hidden={productName ? true : undefined}>{filler}</span> : null} {preposition}
          </span>{' '}
          <span className="sc-store-links__store">{store}</span>
        </span>
      </a>
    </li>
  );
}

const APPLE = (
  <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.9c-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.7zM14.1 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3z" />
);
const PLAY = <path d="M4 2.5v19c0 .4.4.6.7.4l15.9-9.5c.3-.2.3-.6 0-.8L4.7 2.1c-.3-.2-.7 0-.7.4z" />;

/**
 * The App Store and Google Play badges, drawn with inline SVG and text (no external images). Their accessible
 * names are 'Download {productName} on the App Store' and 'Get {productName} on Google Play'.
 *
 * @example
 * <StoreLinks productName="Safety Companion" appStoreUrl={APP_STORE_URL} playStoreUrl={PLAY_STORE_URL} />
 */
export function StoreLinks({ appStoreUrl, playStoreUrl, productName, className }: StoreLinksProps) {
  const messages = useSectionMessages('storeLinks', STORE_LINKS_EN);
  return (
    <ul className={cx('sc-store-links', className)}>
      <Badge href={appStoreUrl} icon={APPLE} productName={productName} {...messages.appStore} />
      <Badge href={playStoreUrl} icon={PLAY} productName={productName} {...messages.googlePlay} />
    </ul>
  );
}
