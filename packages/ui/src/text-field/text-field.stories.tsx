import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea, TextField } from './text-field';

const meta = {
  title: 'TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHint: Story = { args: { hint: 'We only use it to answer you.' } };
export const WithError: Story = {
  args: { defaultValue: 'someone@', error: 'Please enter a valid email address.' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'someone@example.com' } };

export const Area: Story = {
  render: (args) => <TextArea label="Your feedback" name="message" rows={4} hint={args.hint} />,
  args: { hint: 'At least 10 characters.' },
};
export const AreaWithError: Story = {
  render: () => (
    <TextArea
      label="Your feedback"
      name="message"
      rows={4}
      defaultValue="Hi"
      error="Please write a little more."
    />
  ),
};
