import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScheduledPaymentsPanel } from './ScheduledPaymentsPanel';

const meta = {
  title: 'Account/ScheduledPaymentsPanel',
  component: ScheduledPaymentsPanel,
  args: { plans: <p>The resident’s plans (Plans/PlansPanel) show here.</p> },
} satisfies Meta<typeof ScheduledPaymentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tab's heading; the plans are the app's slot. */
export const Slot: Story = { name: 'With the plans slot' };
