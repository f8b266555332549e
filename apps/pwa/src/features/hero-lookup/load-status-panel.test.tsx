import LOOKUP_WORDS from 'words:lookup';
import { json, setUpHttpTestServer } from '@safety-companion/test-support';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderLookupForm } from '../../test/lookup-form';
import { ACTIVE } from '../../test/lookup-snapshots';
import { intervalWords, NETWORK_RETRY_MS } from './intervals';

// The status panel's code out of reach, as on a page whose signal went before the panel had loaded.
vi.mock('./status-panel', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const server = setUpHttpTestServer((_request, response) => json(response, 200, ACTIVE));

describe('the status panel out of reach', () => {
  it('is a failure of the network, and nothing is shown as loaded', async () => {
    // A fresh module: another test of this run may have loaded the panel already.
    vi.resetModules();
    const { loadedStatusPanel, loadStatusPanel } = await import('./load-status-panel');
    await expect(loadStatusPanel()).rejects.toMatchObject({ kind: 'network' });
    expect(() => loadedStatusPanel()).toThrow('before the status panel has loaded');
  });

  it('tells the hero the server could not be reached, and keeps the code typed', async () => {
    renderLookupForm(server.url);
    const code = screen.getByRole<HTMLInputElement>('textbox', { name: LOOKUP_WORDS.codeLabel });
    await userEvent.type(code, 'ABC123');
    await userEvent.click(screen.getByRole('button', { name: LOOKUP_WORDS.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      LOOKUP_WORDS.unreachable({ every: intervalWords(NETWORK_RETRY_MS) }),
    );
    expect(code).toHaveValue('ABC123');
  });
});
