import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { accountBff } from '../../test/accountFixtures';
import { plan, plansBff, type PlansBffOptions } from '../../test/planFixtures';
import { PlansPanel } from './PlansPanel';

const PATH = '/sunshine/demo/my-dashboard';

const bff = (options: PlansBffOptions = {}) => portal({ path: PATH, bff: [...plansBff(options).handlers, ...accountBff().handlers] });

const meta = {
  title: 'Plans/PlansPanel',
  component: PlansPanel,
  parameters: bff({
    plans: [
      plan(),
      plan({
        id: 'plan-tax',
        displayName: 'Property tax R100-001',
        amount: { kind: 'otherAmount', value: '150.00' },
        frequency: { value: 'recurring', spec: { kind: 'onDate', startDate: '07/01/2026', endDate: '11/01/2026' } },
        pause: { startDate: '05/15/2026', endDate: '09/01/2026' },
        status: { code: 'paused_until', resumeDate: '2026-09-01', displayResumeDate: '09/01/2026', text: 'Paused until 09/01/2026' },
        nextRun: { kind: 'paused', text: 'Paused' },
        lastModified: 'Admin - Jane',
      }),
    ],
  }),
} satisfies Meta<typeof PlansPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open a plan for its runs; pause, resume and cancel against the in-browser BFF. */
export const Plans: Story = { name: 'An active and a paused plan' };

export const Empty: Story = { name: 'No plan yet', parameters: bff({ plans: [] }) };

export const LoadFails: Story = { name: 'The plans could not be loaded', parameters: bff({ listFails: 503 }) };

/** SCHED-20: the payable disables pausing, so no Pause. */
export const NoPause: Story = { name: 'Pausing disabled', parameters: bff({ disablePause: true }) };

/** ERR-65: the runs could not be read. */
export const RunsError: Story = { name: 'Runs could not be read', parameters: bff({ plans: [plan({ runsError: true, nextRun: null })] }) };

/** ERR-64: canceling fails. */
export const CancelFails: Story = { name: 'Canceling fails', parameters: bff({ cancelFails: true }) };
