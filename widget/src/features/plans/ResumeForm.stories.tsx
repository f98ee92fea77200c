import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { savedTender } from '../../test/mockBff';
import { plansBff, scheduleForm } from '../../test/planFixtures';
import { ResumeForm } from './ResumeForm';

const meta = {
  title: 'Plans/ResumeForm',
  component: ResumeForm,
  args: { planId: 'plan-water', tenders: scheduleForm().tenders, formFailed: false, onDone: () => undefined, onBack: () => undefined },
  parameters: portal({ path: '/sunshine/demo/my-dashboard', bff: plansBff().handlers }),
} satisfies Meta<typeof ResumeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SCHED-30: the payment method is chosen again; none is chosen beforehand. */
export const Choose: Story = { name: 'Choose the payment method again' };

/** An expired card is not offered; with none left, the form says where to add one. */
export const NoneLeft: Story = {
  name: 'No card or bank account that can pay',
  args: { tenders: [savedTender({ expiry: '01/20', isExpired: true })] },
};
