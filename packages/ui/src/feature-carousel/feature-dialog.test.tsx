import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { setMedia } from '../test/match-media';
import { FeatureCarousel } from './feature-carousel';
import { FEATURES } from './fixtures';

function renderCarousel() {
  const user = userEvent.setup();
  const view = render(<FeatureCarousel items={FEATURES} />);
  const image = screen.getByRole('button', { name: 'Expand image: Emergency Contacts (Heroes)' });
  return { user, image, ...view };
}

describe('FeatureCarousel expanded view', () => {
  it('opens from the image as a dialog labelled by the title, focus on its close button', async () => {
    const { user, image } = renderCarousel();
    expect(image).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(image);
    const dialog = screen.getByRole('dialog', { name: 'Emergency Contacts (Heroes)' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Choose the people who hear from you in an emergency.');
    expect(within(dialog).getByRole('img', { name: 'The list of heroes' })).toHaveAttribute(
      'src',
      '/features/heroes.png',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes when the browser closes the dialog (Escape) and gives focus back to the image', async () => {
    const { user, image } = renderCarousel();
    await user.click(image);
    (screen.getByRole('dialog') as HTMLDialogElement).close();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(image).toHaveFocus();
  });

  it('closes with its close button and gives focus back to the image', async () => {
    const { user, image } = renderCarousel();
    await user.click(image);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(image).toHaveFocus();
  });

  it('opens and closes from the keyboard', async () => {
    const { user, image } = renderCarousel();
    image.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(image).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a press on the backdrop (the dialog element) but not on its content', async () => {
    const { user, image } = renderCarousel();
    await user.click(image);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('heading'));
    expect(dialog).toBeInTheDocument();
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(image).toHaveFocus();
  });

  it('shows the feature of the current slide', async () => {
    const { user } = renderCarousel();
    await user.click(screen.getByRole('tab', { name: 'Show feature 5 of 5: Emergency Switch' }));
    await user.click(screen.getByRole('button', { name: 'Expand image: Emergency Switch' }));
    const dialog = screen.getByRole('dialog', { name: 'Emergency Switch' });
    const picture = dialog.querySelector('img');
    expect(picture).toHaveAttribute('width', '300');
    expect(picture).toHaveAttribute('height', '600');
  });
});

describe('FeatureCarousel accessibility', () => {
  it('has no axe violations rotating, paused, on another slide and with the expanded view open', async () => {
    const { user, container, image } = renderCarousel();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Pause automatic rotation' }));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('tab', { name: 'Show feature 3 of 5: Countdown Tracker' }));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('tab', { name: 'Show feature 1 of 5: Emergency Contacts (Heroes)' }));
    await user.click(image);
    // The dialog is rendered into document.body, outside the container.
    await expectNoAxeViolations(document.body);
  });

  it('has no axe violations under reduced motion', async () => {
    setMedia({ reducedMotion: true });
    const { container } = renderCarousel();
    expect(screen.getByRole('button', { name: 'Start automatic rotation' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
