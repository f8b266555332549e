import { SAMPLE_SNAPSHOT, StatusSnapshot, sampleSnapshotAt } from '@safety-companion/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusPanel } from './status-panel';

const active: StatusSnapshot = { ...SAMPLE_SNAPSHOT, emergency: false, reason: 'Countdown running' };
// The demo status as the demo code shows it: its countdown running, so that the time left shows and ticks.
const running: StatusSnapshot = sampleSnapshotAt(Date.now());

const meta = {
  title: 'StatusPanel',
  component: StatusPanel,
  // Fixed locale and zone, so the catalogue shows the same dates on every machine.
  args: { snapshot: active, locale: 'en-GB', timeZone: 'UTC' },
} satisfies Meta<typeof StatusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Emergency: Story = {
  args: { snapshot: { ...active, emergency: true }, emergencyNumber: '911' },
};
export const Expired: Story = { args: { snapshot: { ...active, reason: 'Status Has Expired' } } };
export const Active: Story = {};
// What the contract makes of an answer with nothing in it: every field null, no emergency.
export const MissingData: Story = { args: { snapshot: StatusSnapshot.parse({}) } };
// Time left, a low battery, the location's accuracy and two heroes' answers.
export const CountdownRunning: Story = { args: { snapshot: running } };
export const BatteryCharging: Story = {
  args: { snapshot: { ...running, battery: { level: 0.64, charging: true } } },
};
export const NoAnswersYet: Story = { args: { snapshot: { ...running, acknowledgements: [] } } };
export const EmergencyWithAnswers: Story = {
  args: {
    snapshot: {
      ...running,
      emergency: true,
      acknowledgements: [
        { kind: 'called-emergency-services', name: 'Alex', at: new Date(Date.now() - 60_000).toISOString() },
        ...(running.acknowledgements ?? []),
      ],
    },
    emergencyNumber: '911',
  },
};
// What an ended status last said, as the lookup shows it under 'Before it ended': quiet, without where they were.
export const Ended: Story = {
  args: {
    snapshot: {
      ...running,
      emergency: true,
      location: null,
      startLocation: null,
      battery: { level: 0.08, charging: false },
    },
    ended: true,
  },
};
