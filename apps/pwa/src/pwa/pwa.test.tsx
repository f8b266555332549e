import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLocale } from '../i18n/locale';
import { registration } from '../test/pwa-register';
import { OfflineIndicator } from './offline-indicator';
import { UpdatePrompt } from './update-prompt';

describe('UpdatePrompt', () => {
  it('offers to reload when a new version waits, and reloads only when asked', async () => {
    registration.needRefresh = true;
    render(<UpdatePrompt />);
    const reload = await screen.findByRole('button', { name: 'Reload to update' });
    expect(screen.getByRole('status')).toHaveTextContent('A new version of this site is available.');
    expect(registration.updates).toEqual([]);
    await userEvent.click(reload);
    expect(registration.updates).toEqual([true]);
  });

  it('can be put off', async () => {
    registration.needRefresh = true;
    render(<UpdatePrompt />);
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(registration.updates).toEqual([]);
  });

  it('waits while a network-only page is shown, and speaks once another is', async () => {
    registration.needRefresh = true;
    const view = render(<UpdatePrompt hidden />);
    // The notices' code has loaded (the worker is registered) and says nothing while hidden.
    await waitFor(() => expect(registration.registered).toBe(true));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    view.rerender(<UpdatePrompt />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version of this site is available.');
  });

  it('says once that the site works offline', async () => {
    registration.offlineReady = true;
    const first = render(<UpdatePrompt />);
    expect(await screen.findByText('This site is ready to work offline.')).toBeInTheDocument();
    first.unmount();
    render(<UpdatePrompt />);
    expect(screen.queryByText('This site is ready to work offline.')).not.toBeInTheDocument();
  });
});

describe('UpdatePrompt on a page in Spanish', () => {
  afterEach(() => setCurrentLocale('en'));

  it('says its notices in Spanish as soon as they load', async () => {
    setCurrentLocale('es');
    registration.needRefresh = true;
    render(<UpdatePrompt />);
    expect(await screen.findByRole('button', { name: 'Recargar para actualizar' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Hay una nueva versión de este sitio.');
  });
});

describe('OfflineIndicator', () => {
  afterEach(() => vi.restoreAllMocks());

  it('appears while the browser is offline and goes when it is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineIndicator />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent("You're offline.");
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
