import { useEffect, useId, useRef, useState } from 'react';
import { FeatureImage } from '../feature-carousel/feature-image';
import type { FeatureItem } from '../feature-carousel/types';
import { FEATURES_EN } from '../messages/english/features';
import { useSectionMessages } from '../messages/section-messages';
import { cx } from '../utils/cx';

export interface FeatureGridProps {
  items: FeatureItem[];
  /** The accessible name of the list of cards. */
  label?: string;
}

/**
 * The features as a grid of cards. Each card's image is a button (`aria-expanded`) that expands the card to the
 * full row, with a larger image, and collapses it again; Escape collapses it too. One card is expanded at a time.
 *
 * @example
 * <FeatureGrid label="Features" items={features} />
 */
export function FeatureGrid({ items, label }: FeatureGridProps) {
  const messages = useSectionMessages('features', FEATURES_EN);
  const id = useId();
  const [expanded, setExpanded] = useState<number | null>(null);
  const cardRefs = useRef<(HTMLLIElement | null)[]>([]);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // On the document, so Escape works wherever focus is (Safari does not focus buttons on click).
  useEffect(() => {
    if (expanded === null) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || expanded === null) return;
      const active = document.activeElement;
      const focusWasInCard = active === document.body || cardRefs.current[expanded]?.contains(active);
      setExpanded(null);
      if (focusWasInCard) buttonRefs.current[expanded]?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [expanded]);

  return (
    <ul className="sc-feature-grid" aria-label={label}>
      {items.map((item, i) => {
        const isExpanded = expanded === i;
        return (
          <li
            key={item.title}
            ref={(element) => {
              cardRefs.current[i] = element;
            }}
            id={`${id}-card-${i}`}
            className={cx('sc-feature-card', isExpanded && 'sc-feature-card--expanded')}
          >
            <div className="sc-feature-card__media" style={{ background: item.gradient }}>
              <button
                ref={(element) => {
                  buttonRefs.current[i] = element;
                }}
                type="button"
                className="sc-feature-card__image-button"
                aria-expanded={isExpanded}
                aria-controls={`${id}-card-${i}`}
                aria-label={messages.expandImage(item.title)}
                onClick={() => setExpanded(isExpanded ? null : i)}
              >
                {/* The first card's image is often the largest thing a phone shows first: it is asked for
                    with the page, first among its images, not once layout has found it in view, so that it
                    paints with the page's text rather than after the page's code has started. */}
                <FeatureImage
                  item={item}
                  className="sc-feature-card__image"
                  load={i === 0 ? 'with-page' : 'near-screen'}
                />
              </button>
            </div>
            <div className="sc-feature-card__body">
              <h3 className="sc-feature-card__title">{item.title}</h3>
              <p className="sc-feature-card__description">{item.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
