// The schedule form's own rules (rules.ts), each test named by the rule it proves.
import { describe, expect, it } from 'vitest';
import { scheduleForm } from '../../test/scheduleFixtures';
import {
  checkValues,
  defaultDaysBeforeDue,
  defaultKind,
  fieldErrorsFromBff,
  formatFormDate,
  initialValues,
  isWholeNumber,
  parseFormDate,
  planForm,
  planTenders,
  type ScheduleValues,
} from './rules';
import { savedTender } from '../../test/mockBff';

/** The property-tax bill: one time on a date (amount due or another), monthly on a date (another amount); no autopay. */
const propertyTax = scheduleForm({
  payable: { path: 'sunshine/demo/property-tax/R100-001', displayName: 'R100-001', amount: '842.10', scheduledAmount: '842.10', minAmount: '1.00', maxAmount: '842.10' },
  allowedKinds: { oneTime: ['onDate'], recurring: ['onDate'] },
  config: {
    ...scheduleForm().config,
    allowedTypes: { oneTime: { onDate: ['amountDue', 'otherAmount'] }, recurring: { onDate: ['otherAmount'] } },
  },
  defaultTerms: null,
  autopayEligible: false,
});

const u5001 = scheduleForm();

function values(overrides: Partial<ScheduleValues> = {}): ScheduleValues {
  return { ...initialValues(u5001), noEndDate: true, ...overrides };
}

describe('schedule form defaults', () => {
  it('SCHED-45: default days before due is min(4, max) but never below min', () => {
    expect(defaultDaysBeforeDue(1, 10)).toBe(4);
    expect(defaultDaysBeforeDue(1, 3)).toBe(3);
    expect(defaultDaysBeforeDue(5, 10)).toBe(5);
    expect(defaultDaysBeforeDue(6, 3)).toBe(6);
    expect(initialValues(scheduleForm({ defaultTerms: null, config: { ...u5001.config, maxDaysBeforeDue: 2 } })).daysBeforeDue).toBe('2');
  });

  it('SCHED-46: the default kind is the first kind the payable allows, recurring before one-time', () => {
    expect(defaultKind({ oneTime: ['onDate'], recurring: ['onDate', 'everyXWeeks'] })).toEqual({ value: 'recurring', kind: 'onDate' });
    expect(defaultKind({ oneTime: ['beforeDue', 'onDate'], recurring: [] })).toEqual({ value: 'oneTime', kind: 'beforeDue' });
    expect(defaultKind({ oneTime: [], recurring: [] })).toEqual({ value: '', kind: '' });
    const start = initialValues(propertyTax);
    expect([start.value, start.kind, start.amountKind]).toEqual(['recurring', 'onDate', 'otherAmount']);
  });

  it('SCHED-34: an autopay-eligible payable starts as recurring before due with the amount due', () => {
    const start = initialValues(scheduleForm({ allowedKinds: { oneTime: ['onDate'], recurring: ['onDate', 'beforeDue'] } }));
    expect([start.value, start.kind, start.daysBeforeDue, start.amountKind]).toEqual(['recurring', 'beforeDue', '4', 'amountDue']);
  });

  it('SCHED-35: a yearly-only payable starts yearly on its next yearly autopay date; one eligible for neither gets no terms', () => {
    const yearly = scheduleForm({
      allowedKinds: { oneTime: [], recurring: ['yearlyOnDate'] },
      config: { ...u5001.config, limitToYearlyDate: '06-30', allowedTypes: { oneTime: {}, recurring: { yearlyOnDate: ['amountDue'] } } },
      defaultTerms: { frequency: { value: 'recurring', spec: { kind: 'yearlyOnDate', startDate: '06/30/2027' } }, amount: 'amountDue' },
      autopayEligible: false,
      yearlyAutopayEligible: true,
      nextYearlyAutopayDate: '06/30/2027',
    });
    const start = initialValues(yearly);
    expect([start.value, start.kind, start.startDate]).toEqual(['recurring', 'yearlyOnDate', '06/30/2027']);
    // Eligible for neither: the first allowed kind (SCHED-46), no date filled in.
    expect(initialValues(propertyTax).startDate).toBe('');
  });

  it("FREQ-02, FREQ-03: every X weeks starts weekly on today's weekday; the start is today unless entered", () => {
    const start = initialValues(scheduleForm({ defaults: { ...u5001.defaults, dayOfWeek: 2 } }));
    expect([start.interval, start.dayOfWeek, start.startDate]).toEqual([1, 2, '']);
    // Left empty, no start date is sent: the BFF starts the plan today.
    expect(planForm({ ...start, value: 'recurring', kind: 'everyXWeeks', noEndDate: true }, u5001, true).frequency.spec).toEqual({
      kind: 'everyXWeeks',
      interval: 1,
      dayOfWeek: 2,
    });
  });

  it('SCHED-53: a resident with one saved method has it chosen; with several, the last used', () => {
    expect(initialValues(u5001).tenderId).toBe('wt_visa');
    const several = scheduleForm({
      tenders: [savedTender(), savedTender({ tenderId: 'wt_bank', type: 'bank', lastDigits: '6789', isLastUsed: true })],
    });
    expect(initialValues(several).tenderId).toBe('wt_bank');
    expect(initialValues(scheduleForm({ tenders: [savedTender(), savedTender({ tenderId: 'wt_mc' })] })).tenderId).toBe('');
  });

  it('SCHED-57: a plan pays with a saved card or bank account, never PayPal', () => {
    const paypal = savedTender({ tenderId: 'wt_pp', type: 'paypal', lastDigits: '', isLastUsed: true });
    const form = scheduleForm({ tenders: [paypal, savedTender({ tenderId: 'wt_bank', type: 'bank', lastDigits: '6789' })] });
    expect(planTenders(form).map((t) => t.tenderId)).toEqual(['wt_bank']);
    expect(initialValues(form).tenderId).toBe('wt_bank');
  });
});

describe('schedule form checks', () => {
  it('SCHED-43: days before due is a whole number with no leading zeros ("04" refused)', () => {
    expect(['4', '10', '0'].map(isWholeNumber)).toEqual([true, true, true]);
    expect(['04', '4.5', '-1', '', ' 4', 'four'].map(isWholeNumber)).toEqual([false, false, false, false, false, false]);
    expect(checkValues(values({ daysBeforeDue: '04' }), u5001, 'en').daysBeforeDue?.key).toBe('schedule.error.days');
    expect(checkValues(values({ daysBeforeDue: '4' }), u5001, 'en')).toEqual({});
  });

  it('SCHED-51: an unparseable date is an error and is formatted as empty', () => {
    expect(parseFormDate('02/30/2027')).toBeNull();
    expect(parseFormDate('2027-01-05')).toBeNull();
    expect(parseFormDate('01/05/2027')).toEqual({ year: 2027, month: 1, day: 5 });
    expect(formatFormDate('13/01/2027', 'en')).toBe('');
    expect(formatFormDate('01/05/2027', 'en')).toBe('January 5, 2027');
    expect(formatFormDate('01/05/2027', 'es')).toBe('5 de enero de 2027');
    expect(checkValues(values({ startDate: '1/5/27' }), u5001, 'en').startDate?.key).toBe('schedule.error.dateFormat');
    expect(checkValues(values({ endDate: '02/30/2027' }), u5001, 'en').endDate?.key).toBe('schedule.error.dateFormat');
  });

  it('SCHED-52: frequency, kind and the one-time payment date are required where shown', () => {
    expect(checkValues(values({ value: '', kind: '' }), u5001, 'en').value?.key).toBe('schedule.error.value');
    expect(checkValues(values({ kind: '' }), u5001, 'en').kind?.key).toBe('schedule.error.kind');
    const oneTime = values({ value: 'oneTime', kind: 'onDate', startDate: '' });
    expect(checkValues(oneTime, u5001, 'en').startDate?.key).toBe('schedule.error.dateRequired');
    expect(checkValues({ ...oneTime, startDate: '12/01/2026' }, u5001, 'en')).toEqual({});
    // A recurring plan before due may leave its start empty (today, FREQ-03).
    expect(checkValues(values({ startDate: '' }), u5001, 'en').startDate).toBeUndefined();
  });

  it('SCHED-50: a recurring plan with no end date needs the no-end-date confirmation', () => {
    expect(checkValues(values({ noEndDate: false }), u5001, 'en').noEndDate?.key).toBe('schedule.error.noEnd');
    expect(checkValues(values({ noEndDate: false, endDate: '06/01/2027' }), u5001, 'en')).toEqual({});
    // A one-time plan has no end.
    expect(checkValues(values({ value: 'oneTime', kind: 'onDate', startDate: '12/01/2026', noEndDate: false }), u5001, 'en')).toEqual({});
    expect(planForm(values(), u5001, true).noEndDateConfirmed).toBe(true);
  });

  it('SCHED-53: a payment method is required', () => {
    expect(checkValues(values({ tenderId: '' }), u5001, 'en').tenderId?.key).toBe('schedule.error.tender');
  });

  it('another amount is checked against the payable limits and sent as an exact decimal', () => {
    const v = { ...initialValues(propertyTax), startDate: '12/15/2026', noEndDate: true, amount: '900' };
    expect(checkValues(v, propertyTax, 'en').amount?.key).toBe('amount.error.max_value');
    expect(planForm({ ...v, amount: '100.5' }, propertyTax, true).amount).toEqual({ kind: 'otherAmount', value: '100.50' });
  });
});

describe('what the form sends', () => {
  it('FREQ-04: the spec fields on the wire are daysBeforeDue, interval, dayOfWeek, startDate, endDate', () => {
    expect(planForm(values({ endDate: '06/01/2027' }), u5001, true)).toEqual({
      payablePath: 'sunshine/demo/utilities/U-5001',
      frequency: { value: 'recurring', spec: { kind: 'beforeDue', daysBeforeDue: '4', endDate: '06/01/2027' } },
      amount: { kind: 'amountDue' },
      tenderId: 'wt_visa',
      termsAccepted: true,
      noEndDateConfirmed: undefined,
      timeZone: 'America/New_York',
    });
  });

  it("places the BFF's error.fields beside the form's fields, and keeps any other for above the form", () => {
    expect(
      fieldErrorsFromBff({
        'frequency.spec.daysBeforeDue': 'Days before due must be from 1 to 10.',
        termsAccepted: 'Accept the terms.',
        payablePath: 'This bill cannot be scheduled.',
      }),
    ).toEqual({
      errors: { daysBeforeDue: 'Days before due must be from 1 to 10.', terms: 'Accept the terms.' },
      rest: ['This bill cannot be scheduled.'],
    });
  });
});
