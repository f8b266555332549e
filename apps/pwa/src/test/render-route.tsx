import type { ApiClient } from '@safety-companion/api';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { createAppRouter } from '../router';

/**
 * Renders the whole site at `path` with a memory history, and waits for the page's heading. `api` is the client the
 * routes call (the site's own, at `/api`, by default).
 */
export async function renderRoute(path: string, api?: ApiClient) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }), { api });
  const view = render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
  return { router, ...view };
}
