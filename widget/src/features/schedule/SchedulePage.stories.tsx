import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { planDetail, scheduleBff, scheduleForm } from '../../test/scheduleFixtures';
import { ScheduleSteps } from './SchedulePage';

const PATH = '/sunshine/demo/schedule?payable=sunshine%2Fdemo%2Futilities%2FU-5001';

const meta = {
  title: 'Schedule/ScheduleSteps',
  component: ScheduleSteps,
  args: { form: scheduleForm() },
  parameters: portal({ path: PATH, bff: scheduleBff().handlers }),
} satisfies Meta<typeof ScheduleSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The water bill U-5001: recurring before due with the saved Visa; Continue, the summary and terms, then the confirmation. */
export const NewPlan: Story = { name: 'New plan' };

/** Another amount, monthly on a date or one time: the property-tax bill's choices. */
export const OtherAmount: Story = {
  name: 'Another amount, on a date',
  args: {
    form: scheduleForm({
      payable: { path: 'sunshine/demo/property-tax/R100-001', displayName: '2026 property tax, 123 Main St', amount: '842.10', scheduledAmount: '842.10', minAmount: '1.00', maxAmount: '842.10' },
      allowedKinds: { oneTime: ['onDate'], recurring: ['onDate', 'everyXWeeks'] },
      config: {
        ...scheduleForm().config,
        allowedTypes: { oneTime: { onDate: ['amountDue', 'otherAmount'] }, recurring: { onDate: ['otherAmount'], everyXWeeks: ['otherAmount'] } },
      },
      defaultTerms: null,
      autopayEligible: false,
    }),
  },
};

/** No saved card or bank account: the way to Payment methods. */
export const NoTenders: Story = { name: 'No saved payment method', args: { form: scheduleForm({ tenders: [] }) } };

/** SCHED-41: a plan already blocks a new one. */
export const PlanExists: Story = { name: 'A plan exists', args: { form: scheduleForm({ planExists: true }) } };

/** The BFF refuses the days before due: its message shows beside the field. */
export const Refused: Story = {
  name: 'Refused by the BFF',
  parameters: portal({
    path: PATH,
    bff: scheduleBff({
      answers: [
        {
          status: 422,
          code: 'unprocessable',
          message: 'Days before due must be from 1 to 10.',
          fields: { 'frequency.spec.daysBeforeDue': 'Days before due must be from 1 to 10.' },
        },
      ],
    }).handlers,
  }),
};

/** Changing a plan: its values filled in, saved with PATCH. */
export const ChangePlan: Story = {
  name: 'Change a plan',
  args: {
    plan: planDetail({
      frequency: { value: 'recurring', spec: { kind: 'beforeDue', daysBeforeDue: '7', endDate: '06/01/2027' } },
      amount: { kind: 'amountDue' },
      tenderId: 'wt_visa',
      termsAccepted: true,
    }),
  },
};
