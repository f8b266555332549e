import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTIVE, EMERGENCY } from '../../test/lookup-snapshots';

// The parts' code cannot load (a lost signal, a deploy that removed the old files).
vi.mock('./status-actions', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('./dispatcher-panel', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

// A fresh copy of the module: another test file of this worker may have loaded the real parts into the shared one.
let deferred: typeof import('./deferred');
beforeAll(async () => {
  vi.resetModules();
  deferred = await import('./deferred');
});
// The files after this one in the worker get the real parts again.
afterAll(() => {
  vi.doUnmock('./status-actions');
  vi.doUnmock('./dispatcher-panel');
  vi.resetModules();
});

describe('emergency actions whose code cannot load', () => {
  it('leave the page standing, with a call to the site’s number in their place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { DeferredDispatcherPanel, DeferredStatusActions } = deferred;
    render(
      <>
        <h3>EMERGENCY</h3>
        <DeferredStatusActions snapshot={EMERGENCY} fallbackNumber="112" />
        <DeferredDispatcherPanel snapshot={EMERGENCY} fallbackNumber="112" />
      </>,
    );
    // The country is not known without the part's table: the site's number, named as such.
    expect(await screen.findByRole('link', { name: 'Call your local emergency number' })).toHaveAttribute(
      'href',
      'tel:112',
    );
    expect(screen.getByRole('heading', { name: 'EMERGENCY' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'What to tell the dispatcher' })).toBeNull();
    vi.restoreAllMocks();
  });

  it('show nothing while a countdown runs', () => {
    const { DeferredStatusActions } = deferred;
    const { container } = render(<DeferredStatusActions snapshot={ACTIVE} fallbackNumber="112" />);
    expect(container).toBeEmptyDOMElement();
  });
});
