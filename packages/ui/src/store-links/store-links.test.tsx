import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { StoreLinks } from './store-links';

const APP_STORE = 'https://apps.apple.com/app/id000000000';
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=com.example.safety';

describe('StoreLinks', () => {
  it('names both links after the product and the store', () => {
    render(<StoreLinks productName="Safety Companion" appStoreUrl={APP_STORE} playStoreUrl={PLAY_STORE} />);
    expect(screen.getByRole('link', { name: 'Download Safety Companion on the App Store' })).toHaveAttribute(
      'href',
      APP_STORE,
    );
    expect(screen.getByRole('link', { name: 'Get Safety Companion on Google Play' })).toHaveAttribute(
      'href',
      PLAY_STORE,
    );
  });

  it("uses the stores' own wording without a product name", () => {
    render(<StoreLinks appStoreUrl={APP_STORE} playStoreUrl={PLAY_STORE} />);
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
  });

  it('draws the badges itself, loading no image', () => {
    const { container } = render(<StoreLinks appStoreUrl={APP_STORE} playStoreUrl={PLAY_STORE} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <StoreLinks productName="Safety Companion" appStoreUrl={APP_STORE} playStoreUrl={PLAY_STORE} />,
    );
    await expectNoAxeViolations(container);
  });
});
