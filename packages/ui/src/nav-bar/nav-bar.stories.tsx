import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NavBar } from './nav-bar';

const meta = {
  title: 'NavBar',
  component: NavBar,
  args: {
    brand: 'Beacon',
    links: [
      { label: 'Home', href: '#home' },
      { label: 'Privacy Policies', href: '#privacy', active: true },
      { label: 'Account Deletion', href: '#account-deletion' },
      { label: 'Feedback', href: '#feedback' },
    ],
    adminLink: { label: 'Admin Login', href: '#admin-login' },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

export const MobileClosed: Story = { tags: ['mobile'], globals: { viewport: { value: 'phone' } } };

export const MobileOpen: Story = {
  tags: ['mobile'],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Feedback' })).toBeVisible();
  },
};
