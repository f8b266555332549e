import type { StorybookConfig } from '@storybook/react-vite';

// The component catalogue: every story next to its component (`src/<component>/<component>.stories.tsx`).
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
