import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { plansBff } from '../../test/planFixtures';
import { PauseForm } from './PauseForm';

const meta = {
  title: 'Plans/PauseForm',
  component: PauseForm,
  args: { planId: 'plan-water', onDone: () => undefined, onBack: () => undefined },
  parameters: portal({ path: '/sunshine/demo/my-dashboard', bff: plansBff().handlers }),
} satisfies Meta<typeof PauseForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SCHED-56: a date to resume on, or the confirmation of a pause with no end date (never both). */
export const Form: Story = { name: 'Pause form' };
