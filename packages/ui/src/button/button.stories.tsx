import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

const meta = {
  title: 'Button',
  component: Button,
  args: { children: 'Submit Feedback', type: 'button' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Busy: Story = { args: { busy: true, children: 'Submitting...' } };
export const Disabled: Story = { args: { disabled: true } };
