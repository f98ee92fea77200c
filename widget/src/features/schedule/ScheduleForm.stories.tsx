import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { scheduleForm } from '../../test/scheduleFixtures';
import { initialValues, type ScheduleValues } from './rules';
import { ScheduleForm } from './ScheduleForm';

const form = scheduleForm();

const meta = {
  title: 'Schedule/ScheduleForm',
  component: ScheduleForm,
  args: { form, values: initialValues(form), errors: {}, onChange: () => {} },
  render: function Render(args) {
    const [values, setValues] = useState<ScheduleValues>(args.values);
    return <ScheduleForm {...args} values={values} onChange={(change) => setValues((v) => ({ ...v, ...change }))} />;
  },
} satisfies Meta<typeof ScheduleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SCHED-34, SCHED-45: recurring before due, 4 days, the saved Visa. */
export const Defaults: Story = {};

/** The checks of SCHED-43 and SCHED-50 failed: each error beside its field. */
export const Errors: Story = {
  args: {
    values: { ...initialValues(form), daysBeforeDue: '04' },
    errors: {
      daysBeforeDue: 'Enter a whole number of days, without leading zeros.',
      noEndDate: 'Enter an end date, or confirm that the plan has no end date.',
    },
  },
};

/** Every X weeks: the interval (1, 2, 3, 4 or 8 weeks) and the weekday (FREQ-02, FREQ-08). */
export const EveryXWeeks: Story = {
  name: 'Every X weeks',
  args: {
    form: scheduleForm({
      allowedKinds: { oneTime: [], recurring: ['everyXWeeks'] },
      config: { ...form.config, allowedTypes: { oneTime: {}, recurring: { everyXWeeks: ['amountDue', 'otherAmount'] } } },
      defaultTerms: null,
    }),
    values: { ...initialValues(form), kind: 'everyXWeeks' },
  },
};
