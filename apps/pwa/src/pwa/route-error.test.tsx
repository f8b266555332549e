import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

/** A site of one page whose code fails to arrive with `message`, shown through the site's error component. */
function renderFailingPage(message: string) {
  const root = createRootRoute({ errorComponent: RouteError });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    loader: () => Promise.reject(new TypeError(message)),
    component: () => null,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => vi.restoreAllMocks());

describe('a page that could not be shown', () => {
  it("says a page's code that did not arrive needs the connection, and follows the browser going offline", async () => {
    renderFailingPage('Unable to preload CSS for /assets/admin-login-x1.css');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This page could not be loaded. Please check your connection and try again.',
    );
    expect(alert).not.toHaveTextContent('Unable to preload CSS');
    setOnline(false);
    expect(alert).toHaveTextContent('This page needs an internet connection. Please connect and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows any other failure by its own message while online', async () => {
    renderFailingPage('The admin session has ended.');
    expect(await screen.findByRole('alert')).toHaveTextContent('The admin session has ended.');
  });
});
