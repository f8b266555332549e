import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { STORY_FEATURES } from '../test/stories';
import { FeatureGrid } from './feature-grid';

const meta = {
  title: 'FeatureGrid',
  component: FeatureGrid,
  args: { items: STORY_FEATURES, label: 'Features' },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

export const CardExpanded: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Expand image: Activities' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};
