import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './alert';

const meta = {
  title: 'Alert',
  component: Alert,
  args: { title: 'Could not send', children: 'Network error. Please check your connection and try again.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = { args: { tone: 'error' } };
export const Success: Story = {
  args: { tone: 'success', title: 'Thank you', children: 'Your feedback has been sent.' },
};
export const Info: Story = { args: { tone: 'info', title: undefined, children: 'You are offline.' } };
