import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './tabs';

const meta = {
  title: 'Tabs',
  component: Tabs,
  args: {
    label: 'Legal documents',
    tabs: [
      { id: 'privacy', label: 'Privacy Policy', content: <p>What we collect, and why.</p> },
      { id: 'eula', label: 'EULA', content: <p>The terms of use of the app.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'eula' } };
