import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { FEATURES_EN } from '../messages/english/features';
import { useSectionMessages } from '../messages/section-messages';
import { useMediaQuery } from '../use-is-mobile/use-media-query';
import { arrowKeyTarget, isRightToLeft } from '../utils/arrow-keys';
import { FeatureDialog } from './feature-dialog';
import { FeatureImage } from './feature-image';
import type { FeatureItem } from './types';

export interface FeatureCarouselProps {
  items: FeatureItem[];
  /** Time between automatic advances. */
  intervalMs?: number;
  /** After a change of slide, further changes within this time are ignored (and the slide animates in). */
  transitionLockMs?: number;
  /** The accessible name of the carousel; the messages' `features.carouselLabel`. */
  label?: string;
}

/** The smallest horizontal travel, in CSS pixels, that counts as a swipe. */
const SWIPE_DISTANCE = 40;

/**
 * The features as a WAI-ARIA tabbed carousel: one slide at a time, dots (`role="tab"`) to jump, swipe to move,
 * a pause/play button (WCAG 2.2.2). It advances every `intervalMs`, except while hovered or focused, while the
 * expanded view is open, or when the user prefers reduced motion (the play button still starts it on request).
 * Tapping the image opens an expanded view; Escape or its close button dismisses it and focus returns.
 *
 * @example
 * <FeatureCarousel
 *   items={[{ title: 'Activities', description: '…', image: '/activities.png', gradient: 'var(--sc-gradient-activities)' }]}
 * />
 */
export function FeatureCarousel({
  items,
  intervalMs = 5000,
  transitionLockMs = 500,
  label,
}: FeatureCarouselProps) {
  const messages = useSectionMessages('features', FEATURES_EN);
  const id = useId();
  const count = items.length;
  const [index, setIndex] = useState(0);
  const current = Math.min(index, Math.max(count - 1, 0));
  // null until the user presses pause/play; until then reduced motion decides.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const playing = userPlaying ?? !reducedMotion;
  const rotating = playing && !hovered && !focused && !expanded && count > 1;

  const lockedUntil = useRef(0);
  const rotationRef = useRef<HTMLButtonElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const imageRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  // Bumped by every change the user makes, so the next automatic advance is a full interval away.
  const [userChanges, setUserChanges] = useState(0);

  /** Shows slide `next` (wrapping around); returns false when the transition lock ignores the change. */
  function goTo(next: number) {
    const now = Date.now();
    if (now < lockedUntil.current || count === 0) return false;
    lockedUntil.current = now + transitionLockMs;
    setIndex(((next % count) + count) % count);
    setUserChanges((changes) => changes + 1);
    return true;
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: userChanges restarts the interval on purpose.
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => {
      lockedUntil.current = Date.now() + transitionLockMs;
      setIndex((value) => (value + 1) % count);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [rotating, intervalMs, transitionLockMs, count, userChanges]);

  function onTabKeyDown(event: KeyboardEvent) {
    const target = arrowKeyTarget(event, current, count);
    if (target !== undefined && goTo(target)) tabRefs.current[target]?.focus();
  }

  // Focus on the pause/play button does not pause: a keyboard user who starts the rotation there sees it run.
  function onFocus(event: FocusEvent) {
    setFocused(event.target !== rotationRef.current);
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  function onPointerDown(event: PointerEvent) {
    swipeStart.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  }

  function onPointerUp(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    swiped.current = true;
    // The next slide is at the line's end: a swipe towards its start (left, or right in a right-to-left page).
    const towardsStart = isRightToLeft(event.currentTarget as Element) ? dx > 0 : dx < 0;
    goTo(current + (towardsStart ? 1 : -1));
  }

  function closeExpanded() {
    setExpanded(false);
    imageRefs.current[current]?.focus();
  }

  const expandedItem = expanded ? items[current] : undefined;
  const rotationLabel = playing ? messages.pauseRotation : messages.startRotation;

  return (
    <section
      className="sc-carousel"
      aria-roledescription={messages.carouselRole}
      aria-label={label ?? messages.carouselLabel}
      style={{ '--sc-carousel-transition': `${transitionLockMs}ms` } as CSSProperties}
      // Only a mouse hovers: a finger's enter and leave come with every tap.
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setHovered(false);
      }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="sc-carousel__controls">
        <button
          ref={rotationRef}
          type="button"
          className="sc-carousel__rotation"
          onClick={() => setUserPlaying(!playing)}
        >
          <svg className="sc-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {playing ? <path d="M8 5v14M16 5v14" /> : <path d="M7 4.5v15l12-7.5z" />}
          </svg>
          <span className="sc-visually-hidden">{rotationLabel}</span>
        </button>
        <div role="tablist" aria-label={messages.chooseFeature} className="sc-carousel__dots">
          {items.map((item, i) => (
            <button
              key={item.title}
              ref={(element) => {
                tabRefs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              className="sc-carousel__dot"
              aria-selected={i === current}
              aria-controls={`${id}-slide-${i}`}
              aria-label={messages.showFeature(i + 1, count, item.title)}
              tabIndex={i === current ? 0 : -1}
              onClick={() => goTo(i)}
              onKeyDown={onTabKeyDown}
            />
          ))}
        </div>
      </div>
      <div
        className="sc-carousel__slides"
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {items.map((item, i) => (
          <div
            key={item.title}
            id={`${id}-slide-${i}`}
            role="tabpanel"
            aria-roledescription={messages.slideRole}
            aria-label={messages.slide(i + 1, count)}
            className="sc-carousel__slide"
            hidden={i !== current}
            style={{ background: item.gradient }}
          >
            <button
              ref={(element) => {
                imageRefs.current[i] = element;
              }}
              type="button"
              className="sc-carousel__image-button"
              aria-haspopup="dialog"
              aria-label={messages.expandImage(item.title)}
              onClick={() => {
                // A mouse drag across the image is a swipe, not a tap.
                if (swiped.current) swiped.current = false;
                else setExpanded(true);
              }}
            >
              <FeatureImage
                item={item}
                className="sc-carousel__image"
                load={i === 0 ? 'with-page' : 'near-screen'}
                draggable={false}
              />
            </button>
            <h3 className="sc-carousel__title">{item.title}</h3>
            <p className="sc-carousel__description">{item.description}</p>
          </div>
        ))}
      </div>
      {expandedItem ? <FeatureDialog item={expandedItem} onClose={closeExpanded} /> : null}
    </section>
  );
}
