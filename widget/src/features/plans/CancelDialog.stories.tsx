import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { plan, plansBff } from '../../test/planFixtures';
import { CancelDialog } from './CancelDialog';

const meta = {
  title: 'Plans/CancelDialog',
  component: CancelDialog,
  args: { plan: plan(), onClose: () => undefined, onCanceled: () => undefined },
  parameters: portal({ path: '/sunshine/demo/my-dashboard', bff: plansBff().handlers }),
} satisfies Meta<typeof CancelDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = { name: 'Cancel this scheduled payment?' };

/** ERR-64: the cancel error shows in the dialog. */
export const Fails: Story = { name: 'Canceling fails', parameters: portal({ path: '/sunshine/demo/my-dashboard', bff: plansBff({ cancelFails: true }).handlers }) };
