import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { scheduleForm } from '../../test/scheduleFixtures';
import { initialValues } from './rules';
import { ScheduleSummary } from './ScheduleSummary';

const form = scheduleForm();

const meta = {
  title: 'Schedule/ScheduleSummary',
  component: ScheduleSummary,
  args: {
    form,
    values: { ...initialValues(form), noEndDate: true },
    termsAccepted: false,
    onTerms: () => {},
  },
  render: function Render(args) {
    const [accepted, setAccepted] = useState(args.termsAccepted);
    return <ScheduleSummary {...args} termsAccepted={accepted} onTerms={setAccepted} />;
  },
} satisfies Meta<typeof ScheduleSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What will be charged, when and from which method; the terms and their agreement. */
export const BeforeDue: Story = { name: 'Recurring before due' };

/** SCHED-53: the terms not accepted on saving. */
export const TermsRequired: Story = { name: 'Terms required', args: { termsError: 'You must agree to the terms to schedule the payment.' } };

/** Every other week on a Thursday until a date. */
export const EveryTwoWeeks: Story = {
  name: 'Every two weeks, with an end date',
  args: { values: { ...initialValues(form), value: 'recurring', kind: 'everyXWeeks', interval: 2, dayOfWeek: 4, startDate: '12/03/2026', endDate: '06/03/2027' } },
};
