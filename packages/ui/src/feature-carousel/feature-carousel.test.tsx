import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMedia } from '../test/match-media';
import { FeatureCarousel, type FeatureCarouselProps } from './feature-carousel';
import { FEATURES } from './fixtures';

function renderCarousel(props: Partial<FeatureCarouselProps> = {}) {
  // delay: null makes user-event wait on no timer, so the fake clock moves only when a test says so.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <>
      <FeatureCarousel items={FEATURES} {...props} />
      <button type="button">Outside</button>
    </>,
  );
  return { user, ...view };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** The number (1-based) of the slide on show, checked against the selected dot. */
function shown(): number {
  const slide = screen.getByRole('tabpanel');
  const number = Number(/^(\d+) of 5$/.exec(slide.getAttribute('aria-label') ?? '')?.[1]);
  expect(screen.getByRole('tab', { selected: true })).toHaveAttribute('aria-controls', slide.id);
  return number;
}

function dot(number: number) {
  return screen.getByRole('tab', { name: new RegExp(`^Show feature ${number} of 5: `) });
}

/** Moves the mouse and the focus out of the carousel, so only the rotation state decides. */
async function leave(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Outside' }));
}

// The rotation runs on setInterval and the transition lock reads Date.now(); setTimeout stays real because
// Testing Library's async wrapper waits on it (vitest's fake setTimeout would never fire there).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('FeatureCarousel structure', () => {
  it('is a labelled carousel region with one slide on show and one dot per feature', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Features' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('tablist', { name: 'Choose a feature' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'Show feature 1 of 5: Emergency Contacts (Heroes)',
      'Show feature 2 of 5: Activities',
      'Show feature 3 of 5: Countdown Tracker',
      'Show feature 4 of 5: Photos',
      'Show feature 5 of 5: Emergency Switch',
    ]);
    const slide = screen.getByRole('tabpanel', { name: '1 of 5' });
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide).toHaveStyle({ background: 'var(--sc-gradient-heroes)' });
    expect(screen.getByRole('heading', { name: 'Emergency Contacts (Heroes)' })).toBeInTheDocument();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(shown()).toBe(1);
  });

  it('uses a roving tabindex on the dots', () => {
    renderCarousel();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('asks for the first slide’s image with the page, first among its images, and the others once they come near the screen', () => {
    renderCarousel();
    // Every slide's image, those of the slides not on show too; the fixtures' images without a text alternative
    // are decorative (alt=""), which no role query finds.
    const [first, ...others] = document.querySelectorAll('img');
    expect(first).toHaveAccessibleName(FEATURES[0]?.imageAlt ?? '');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    expect(others).toHaveLength(FEATURES.length - 1);
    for (const image of others) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('uses the given label', () => {
    renderCarousel({ label: 'What the app does' });
    expect(screen.getByRole('region', { name: 'What the app does' })).toBeInTheDocument();
  });
});

describe('FeatureCarousel rotation', () => {
  it('does not advance before 5000 ms and advances at 5000 ms', () => {
    renderCarousel();
    advance(4999);
    expect(shown()).toBe(1);
    advance(1);
    expect(shown()).toBe(2);
    expect(screen.getByRole('heading', { name: 'Activities' })).toBeInTheDocument();
  });

  it('keeps advancing every interval and wraps around after the last feature', () => {
    renderCarousel();
    advance(5000 * 4);
    expect(shown()).toBe(5);
    advance(5000);
    expect(shown()).toBe(1);
  });

  it('uses the given interval', () => {
    renderCarousel({ intervalMs: 2000 });
    advance(1999);
    expect(shown()).toBe(1);
    advance(1);
    expect(shown()).toBe(2);
  });

  it('announces slides politely only while it does not rotate', async () => {
    const { user } = renderCarousel();
    const slides = screen.getByRole('tabpanel').parentElement;
    expect(slides).toHaveAttribute('aria-live', 'off');
    await user.click(screen.getByRole('button', { name: 'Pause automatic rotation' }));
    expect(slides).toHaveAttribute('aria-live', 'polite');
  });

  it('stops with the pause button and starts again with the play button', async () => {
    const { user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Pause automatic rotation' }));
    await leave(user);
    advance(20000);
    expect(shown()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Start automatic rotation' }));
    await leave(user);
    advance(5000);
    expect(shown()).toBe(2);
  });

  it('does not run when the user prefers reduced motion, until asked to', async () => {
    setMedia({ reducedMotion: true });
    const { user } = renderCarousel();
    advance(20000);
    expect(shown()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Start automatic rotation' }));
    await leave(user);
    advance(5000);
    expect(shown()).toBe(2);
  });

  it('stops when the reduced-motion preference is turned on', () => {
    renderCarousel();
    act(() => setMedia({ reducedMotion: true }));
    advance(20000);
    expect(shown()).toBe(1);
    expect(screen.getByRole('button', { name: 'Start automatic rotation' })).toBeInTheDocument();
  });

  it('pauses while hovered', async () => {
    const { user } = renderCarousel();
    await user.hover(screen.getByRole('tabpanel'));
    advance(20000);
    expect(shown()).toBe(1);

    await user.unhover(screen.getByRole('tabpanel'));
    advance(5000);
    expect(shown()).toBe(2);
  });

  it('pauses while focus is within, except on the pause button', async () => {
    const { user } = renderCarousel();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause automatic rotation' })).toHaveFocus();
    advance(5000);
    expect(shown()).toBe(2);

    await user.tab();
    expect(dot(2)).toHaveFocus();
    advance(20000);
    expect(shown()).toBe(2);

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
    advance(5000);
    expect(shown()).toBe(3);
  });
});

describe('FeatureCarousel navigation', () => {
  it('jumps to the slide of a dot', async () => {
    const { user } = renderCarousel();
    await user.click(dot(4));
    expect(shown()).toBe(4);
    expect(screen.getByRole('heading', { name: 'Photos' })).toBeInTheDocument();
  });

  it('ignores dot clicks within 500 ms of an automatic advance', async () => {
    const { user } = renderCarousel();
    advance(5000);
    expect(shown()).toBe(2);
    advance(100);
    await user.click(dot(4));
    expect(shown()).toBe(2);
    advance(399);
    await user.click(dot(4));
    expect(shown()).toBe(2);
    advance(1);
    await user.click(dot(4));
    expect(shown()).toBe(4);
  });

  it('ignores a second change within the lock after a dot click, and uses the given lock', async () => {
    const { user } = renderCarousel({ transitionLockMs: 1000 });
    await user.click(dot(3));
    await user.click(dot(5));
    expect(shown()).toBe(3);
    advance(999);
    await user.click(dot(5));
    expect(shown()).toBe(3);
    advance(1);
    await user.click(dot(5));
    expect(shown()).toBe(5);
  });

  it('moves between dots with the arrow keys, Home and End, subject to the lock', async () => {
    const { user } = renderCarousel();
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe(2);
    expect(dot(2)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe(2);
    advance(500);
    await user.keyboard('{End}');
    expect(shown()).toBe(5);
    advance(500);
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe(1);
    advance(500);
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe(5);
    advance(500);
    await user.keyboard('{Home}');
    expect(shown()).toBe(1);
    expect(dot(1)).toHaveFocus();
  });

  it('moves to the next slide on a swipe left and to the previous on a swipe right', () => {
    renderCarousel();
    fireEvent.pointerDown(screen.getByRole('tabpanel'), { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(screen.getByRole('tabpanel'), { clientX: 120, clientY: 110 });
    expect(shown()).toBe(2);
    advance(500);
    fireEvent.pointerDown(screen.getByRole('tabpanel'), { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(screen.getByRole('tabpanel'), { clientX: 300, clientY: 90 });
    expect(shown()).toBe(1);
    advance(500);
    fireEvent.pointerDown(screen.getByRole('tabpanel'), { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(screen.getByRole('tabpanel'), { clientX: 300, clientY: 90 });
    expect(shown()).toBe(5);
  });

  it('takes neither a short move nor a vertical scroll for a swipe', () => {
    renderCarousel();
    fireEvent.pointerDown(screen.getByRole('tabpanel'), { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(screen.getByRole('tabpanel'), { clientX: 270, clientY: 100 });
    expect(shown()).toBe(1);
    fireEvent.pointerDown(screen.getByRole('tabpanel'), { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(screen.getByRole('tabpanel'), { clientX: 240, clientY: 400 });
    expect(shown()).toBe(1);
  });

  it('does not open the expanded view at the end of a swipe across the image', () => {
    renderCarousel();
    const image = screen.getByRole('button', { name: 'Expand image: Emergency Contacts (Heroes)' });
    fireEvent.pointerDown(image, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(image, { clientX: 100, clientY: 100 });
    fireEvent.click(image);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shown()).toBe(2);
  });
});
