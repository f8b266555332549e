import { type ImgHTMLAttributes, version } from 'react';
import type { FeatureItem } from './types';

// React 19 knows `fetchPriority`; React 18 passes the attribute on, without a warning, only spelt in lower case.
const FETCH_PRIORITY = version.startsWith('18.') ? 'fetchpriority' : 'fetchPriority';

/**
 * A feature's screenshot with its size set, as the carousel, its expanded view and the grid show it. `load`:
 * `with-page` asks for it with the page, first among its images (a list's first, often the largest thing a phone
 * shows first), and keeps the image the server rendered as it hydrates (a prerendered page may hold the picture
 * itself, a `data:` URL, where the client's code has its file's address); `near-screen` once it comes near the
 * screen (the others of a list).
 */
export function FeatureImage({
  item,
  load,
  ...props
}: { item: FeatureItem; load?: 'with-page' | 'near-screen' } & Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'className' | 'draggable'
>) {
  return (
    <img
      {...props}
      loading={load === 'near-screen' ? 'lazy' : undefined}
      {...(load === 'with-page' && { [FETCH_PRIORITY]: 'high', suppressHydrationWarning: true })}
      src={item.image}
      alt={item.imageAlt ?? ''}
      width={item.imageWidth}
      height={item.imageHeight}
    />
  );
}
