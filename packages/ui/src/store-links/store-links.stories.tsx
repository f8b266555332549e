import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoreLinks } from './store-links';

const meta = {
  title: 'StoreLinks',
  component: StoreLinks,
  args: {
    appStoreUrl: 'https://apps.apple.com/',
    playStoreUrl: 'https://play.google.com/store',
    productName: 'Beacon',
  },
} satisfies Meta<typeof StoreLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
