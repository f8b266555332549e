import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { STORY_FEATURES } from '../test/stories';
import { FeatureCarousel } from './feature-carousel';

const meta = {
  title: 'FeatureCarousel',
  component: FeatureCarousel,
  args: { items: STORY_FEATURES },
  tags: ['mobile'],
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof FeatureCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {};

export const Paused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause automatic rotation' }));
    await expect(canvas.getByRole('button', { name: 'Start automatic rotation' })).toBeInTheDocument();
  },
};

export const AnotherSlide: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause automatic rotation' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Show feature 3 of 5: Countdown Tracker' }));
    await expect(canvas.getByRole('heading', { name: 'Countdown Tracker' })).toBeVisible();
  },
};

/** The expanded view: a modal dialog over the page. */
export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Expand image: Emergency Contacts (Heroes)' }));
    await expect(screen.getByRole('dialog', { name: 'Emergency Contacts (Heroes)' })).toBeVisible();
  },
};
