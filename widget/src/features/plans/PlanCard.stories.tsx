import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { accountBff } from '../../test/accountFixtures';
import { plan, plansBff } from '../../test/planFixtures';
import { PlanCard } from './PlanCard';

const paused = plan({
  pause: { startDate: '05/15/2026' },
  status: { code: 'paused', text: 'Paused with no resume date' },
  nextRun: { kind: 'paused', text: 'Paused' },
});

const meta = {
  title: 'Plans/PlanCard',
  component: PlanCard,
  args: { plan: plan(), onCanceled: () => undefined, initiallyOpen: true },
  parameters: portal({ path: '/sunshine/demo/my-dashboard', bff: [...plansBff().handlers, ...accountBff().handlers] }),
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SCHED-14: past runs (paid, failed) and projected ones, with Edit, Pause and Cancel. */
export const Open: Story = { name: 'Opened on its runs' };

export const Closed: Story = { args: { initiallyOpen: false } };

/** SCHED-30: Resume asks for the payment method again. */
export const Paused: Story = {
  name: 'Paused, with Resume',
  args: { plan: paused },
  parameters: portal({ path: '/sunshine/demo/my-dashboard', bff: [...plansBff({ plans: [paused] }).handlers, ...accountBff().handlers] }),
};

const byCounty = plan({ setUpByCounty: true, lastModified: 'Admin - Sunny Admin' });

/** SCHED-16: a plan county staff set up for the resident says so. */
export const SetUpByCounty: Story = {
  name: 'Set up by the county',
  args: { plan: byCounty, initiallyOpen: false },
  parameters: portal({ path: '/sunshine/demo/my-dashboard', bff: [...plansBff({ plans: [byCounty] }).handlers, ...accountBff().handlers] }),
};
