import '@safety-companion/ui/styles.css';
import './styles/app.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reportWebVitals } from './lib/web-vitals';
import { createAppRouter } from './router';
import { settings } from './settings';

const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
reportWebVitals(settings.webVitalsUrl, import.meta.env.DEV);
