import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FEATURES } from '../feature-carousel/fixtures';
import { expectNoAxeViolations } from '../test/axe';
import { FeatureGrid } from './feature-grid';

function imageButton(title: string) {
  return screen.getByRole('button', { name: `Expand image: ${title}` });
}

function card(title: string) {
  return screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;
}

describe('FeatureGrid', () => {
  it('renders a labelled list with a card per feature: image, title, description and gradient', () => {
    render(<FeatureGrid items={FEATURES} label="Features" />);
    const list = screen.getByRole('list', { name: 'Features' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const heroes = card('Emergency Contacts (Heroes)');
    expect(heroes).toHaveTextContent('Choose the people who hear from you in an emergency.');
    expect(within(heroes).getByRole('img', { name: 'The list of heroes' })).toHaveAttribute(
      'src',
      '/features/heroes.png',
    );
    expect(heroes.querySelector('.sc-feature-card__media')).toHaveStyle({
      background: 'var(--sc-gradient-heroes)',
    });
  });

  it('loads the first card’s image with the page, first among its images, and the others once they come near the screen', () => {
    render(<FeatureGrid items={FEATURES} label="Features" />);
    const [first, ...others] = within(screen.getByRole('list', { name: 'Features' })).getAllByRole('img');
    expect(first).not.toHaveAttribute('loading');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of others) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('keeps the first image the server rendered as it hydrates: a prerendered page may hold the picture itself', async () => {
    const picture = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <FeatureGrid
        items={FEATURES.map((item, i) => (i === 0 ? { ...item, image: picture } : item))}
        label="Features"
      />,
    );
    document.body.append(page);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const root = await act(async () =>
        hydrateRoot(page, <FeatureGrid items={FEATURES} label="Features" />),
      );
      const [first, second] = page.querySelectorAll('img');
      expect(first?.getAttribute('src')).toBe(picture);
      expect(second?.getAttribute('src')).toBe(FEATURES[1]?.image);
      expect(errors).not.toHaveBeenCalled();
      act(() => root.unmount());
    } finally {
      errors.mockRestore();
      page.remove();
    }
  });

  it('expands and collapses a card with its image button', async () => {
    const user = userEvent.setup();
    render(<FeatureGrid items={FEATURES} />);
    const button = imageButton('Activities');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', card('Activities').id);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(card('Activities')).toHaveClass('sc-feature-card--expanded');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(card('Activities')).not.toHaveClass('sc-feature-card--expanded');
  });

  it('expands one card at a time', async () => {
    const user = userEvent.setup();
    render(<FeatureGrid items={FEATURES} />);
    await user.click(imageButton('Photos'));
    await user.click(imageButton('Countdown Tracker'));
    expect(imageButton('Photos')).toHaveAttribute('aria-expanded', 'false');
    expect(imageButton('Countdown Tracker')).toHaveAttribute('aria-expanded', 'true');
  });

  it('collapses on Escape, keeping focus on the image button', async () => {
    const user = userEvent.setup();
    render(<FeatureGrid items={FEATURES} />);
    await user.tab();
    await user.tab();
    expect(imageButton('Activities')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(imageButton('Activities')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(imageButton('Activities')).toHaveAttribute('aria-expanded', 'false');
    expect(imageButton('Activities')).toHaveFocus();
  });

  it('collapses on Escape when focus is not in the card, and leaves focus alone', async () => {
    const user = userEvent.setup();
    render(<FeatureGrid items={FEATURES} />);
    await user.click(imageButton('Photos'));
    imageButton('Emergency Switch').focus();
    await user.keyboard('{Escape}');
    expect(imageButton('Photos')).toHaveAttribute('aria-expanded', 'false');
    expect(imageButton('Emergency Switch')).toHaveFocus();
  });

  it('has no axe violations collapsed and with a card expanded', async () => {
    const user = userEvent.setup();
    const { container } = render(<FeatureGrid items={FEATURES} label="Features" />);
    await expectNoAxeViolations(container);
    await user.click(imageButton('Emergency Switch'));
    await expectNoAxeViolations(container);
  });
});
