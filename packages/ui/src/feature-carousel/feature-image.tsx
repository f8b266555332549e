import type { ImgHTMLAttributes } from 'react';
import type { FeatureItem } from './types';

/** A feature's screenshot with its size set, as the carousel, its expanded view and the grid show it. */
export function FeatureImage({
  item,
  ...props
}: { item: FeatureItem } & Pick<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'loading' | 'draggable'>) {
  return (
    <img
      {...props}
      src={item.image}
      alt={item.imageAlt ?? ''}
      width={item.imageWidth}
      height={item.imageHeight}
    />
  );
}
