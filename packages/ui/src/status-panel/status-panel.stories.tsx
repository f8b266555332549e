import { SAMPLE_SNAPSHOT, StatusSnapshot } from '@safety-companion/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusPanel } from './status-panel';

const active: StatusSnapshot = { ...SAMPLE_SNAPSHOT, emergency: false, reason: 'Countdown running' };

const meta = {
  title: 'StatusPanel',
  component: StatusPanel,
  // Fixed locale and zone, so the catalogue shows the same dates on every machine.
  args: { snapshot: active, locale: 'en-GB', timeZone: 'UTC' },
} satisfies Meta<typeof StatusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Emergency: Story = { args: { snapshot: { ...active, emergency: true } } };
export const Expired: Story = { args: { snapshot: { ...active, reason: 'Status Has Expired' } } };
export const Active: Story = {};
// What the contract makes of an answer with nothing in it: every field null, no emergency.
export const MissingData: Story = { args: { snapshot: StatusSnapshot.parse({}) } };
