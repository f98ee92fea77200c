// A plan in words: every frequency kind (FREQ-01, FREQ-05..07's types), the
// amount (SCHED-10) and the payment method (WAL-07, WAL-08), in English and
// Spanish; a run's status (SCHED-14).
import { describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n';
import type { Language } from '../../lib/types';
import type { Frequency } from './api';
import { amountText, frequencyText, runReasonText, runStatusText, tenderText, weekdayName } from './words';

const tr = (language: Language) => (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate(language, key, params);
const en = tr('en');
const es = tr('es');

describe('a plan in words', () => {
  const cases: [Frequency, string, string][] = [
    [{ value: 'oneTime', spec: { kind: 'onDate', startDate: '07/01/2026' } }, 'One time, on 07/01/2026', 'Una sola vez, el 07/01/2026'],
    [{ value: 'oneTime', spec: { kind: 'beforeDue', daysBeforeDue: '3' } }, 'One time, 3 days before the due date', 'Una sola vez, 3 días antes del vencimiento'],
    [{ value: 'oneTime', spec: { kind: 'beforeDue', daysBeforeDue: '1' } }, 'One time, 1 day before the due date', 'Una sola vez, 1 día antes del vencimiento'],
    [{ value: 'recurring', spec: { kind: 'beforeDue', daysBeforeDue: '4' } }, 'Every bill, 4 days before its due date', 'Cada factura, 4 días antes de su vencimiento'],
    [{ value: 'recurring', spec: { kind: 'beforeDue', daysBeforeDue: '1' } }, 'Every bill, 1 day before its due date', 'Cada factura, 1 día antes de su vencimiento'],
    [{ value: 'recurring', spec: { kind: 'onDate', startDate: '07/15/2026' } }, 'Monthly, starting 07/15/2026', 'Mensual, a partir del 07/15/2026'],
    [{ value: 'recurring', spec: { kind: 'yearlyOnDate', startDate: '03/31/2027' } }, 'Yearly, starting 03/31/2027', 'Anual, a partir del 03/31/2027'],
    [{ value: 'recurring', spec: { kind: 'everyXWeeks', interval: 1, dayOfWeek: 1 } }, 'Every week on Monday', 'Cada semana, el lunes'],
    [{ value: 'recurring', spec: { kind: 'everyXWeeks', interval: 8, dayOfWeek: 0 } }, 'Every 8 weeks on Sunday', 'Cada 8 semanas, el domingo'],
    [
      { value: 'recurring', spec: { kind: 'onDate', startDate: '07/15/2026', endDate: '12/15/2026' } },
      'Monthly, starting 07/15/2026, until 12/15/2026',
      'Mensual, a partir del 07/15/2026, hasta el 12/15/2026',
    ],
  ];
  it.each(cases)('FREQ-01: %j reads "%s" / "%s"', (frequency, english, spanish) => {
    expect(frequencyText(en, frequency, 'en')).toBe(english);
    expect(frequencyText(es, frequency, 'es')).toBe(spanish);
  });

  it('names every weekday from Sunday (0) in the language', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((day) => weekdayName(day, 'en'))).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(weekdayName(6, 'es')).toBe('sábado');
  });

  it('SCHED-10: the amount due, or the amount entered', () => {
    expect(amountText(en, { kind: 'amountDue' }, 'en')).toBe('Amount due');
    expect(amountText(es, { kind: 'amountDue' }, 'es')).toBe('Monto adeudado');
    expect(amountText(en, { kind: 'otherAmount', value: '1250.5' }, 'en')).toBe('$1,250.50');
  });

  it('WAL-07 WAL-08: the payment method by its kind and last digits', () => {
    expect(tenderText(en, { tenderId: 't', description: '', type: 'card', lastDigits: '4242', cardBrand: 'Visa' })).toBe('Visa Card ending in 4242');
    expect(tenderText(es, { tenderId: 't', description: '', type: 'bank', lastDigits: '6789', bankAccountType: 'savings' })).toBe(
      'Cuenta de ahorros que termina en 6789',
    );
  });

  it('SCHED-14: a projected run inside a pause reads as paused', () => {
    expect(runStatusText(en, 'future_suspended')).toBe('Paused');
    expect(runStatusText(es, 'future_suspended')).toBe('En pausa');
    expect(runStatusText(en, 'future')).toBe('Scheduled');
  });

  it('SCHED-14: a failed or skipped run gives its reason in words, never as its code', () => {
    expect(runReasonText(en, 'method_unavailable')).toBe(
      'This kind of payment method was unavailable because of an outage; nothing was charged',
    );
    expect(runReasonText(es, 'declined')).toBe('El pago fue rechazado');
    expect(runReasonText(en, 'zero_amount_due')).toBe('Nothing was due');
    expect(runReasonText(en, 'paused')).toBe('The scheduled payment was paused');
    expect(runReasonText(en, 'constructor')).toBe('The payment could not be made');
    expect(runReasonText(es, 'something_new')).toBe('No se pudo realizar el pago');
  });
});
