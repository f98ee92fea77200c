import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScheduledPaymentsPanel } from './ScheduledPaymentsPanel';

const meta = {
  title: 'Account/ScheduledPaymentsPanel',
  component: ScheduledPaymentsPanel,
} satisfies Meta<typeof ScheduledPaymentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneYet: Story = { name: 'None set up yet' };
