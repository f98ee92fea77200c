import { describe, expect, it } from 'vitest';
import { checkPayableChange, checkSavePayable, checkSignedInPayableCommand, GUEST, validateAmount } from './validators';

const SIGNED_IN = { loggedIn: true };

describe('cart command checks (spec 000 §5)', () => {
  it('VAL-12: amounts move in steps of 0.01: one or two decimals pass, a finer amount is not a currency value', () => {
    const limits = { minAmount: '0.01', maxAmount: '' };
    expect(validateAmount('12.3', limits, 'en')).toEqual({ ok: true, cents: 1230 });
    expect(validateAmount('12.31', limits, 'en')).toEqual({ ok: true, cents: 1231 });
    expect(validateAmount('0.01', limits, 'en')).toEqual({ ok: true, cents: 1 });
    expect(validateAmount('12.305', limits, 'en')).toEqual({ ok: false, error: { key: 'amount.error.currency' } });
    expect(validateAmount('0.001', limits, 'en')).toEqual({ ok: false, error: { key: 'amount.error.currency' } });
  });

  it('VAL-17: a payable change without a payable object is rejected', () => {
    expect(checkPayableChange(undefined)).toBe('no_payable');
    expect(checkPayableChange(null)).toBe('no_payable');
    expect(checkPayableChange('vehicle_renewal/ABC1234')).toBe('no_payable');
    expect(checkPayableChange([])).toBe('no_payable');
    expect(checkPayableChange({})).toBe('no_payable');
    expect(checkPayableChange({ path: '  ' })).toBe('no_payable');
    expect(checkPayableChange({ path: 'vehicle_renewal/ABC1234-24' })).toBeNull();
  });

  it('VAL-19: claim tender and autopay enrolment are rejected without a signed-in user or without a payable path', () => {
    expect(checkSignedInPayableCommand('utilities/U-5001', GUEST)).toBe('not_signed_in');
    expect(checkSignedInPayableCommand('', SIGNED_IN)).toBe('no_payable_path');
    expect(checkSignedInPayableCommand(undefined, SIGNED_IN)).toBe('no_payable_path');
    expect(checkSignedInPayableCommand('utilities/U-5001', SIGNED_IN)).toBeNull();
  });

  it('VAL-31: save-payable is rejected with an empty payable path or without a logged-in user', () => {
    expect(checkSavePayable('utilities/U-5001', GUEST)).toBe('not_signed_in');
    expect(checkSavePayable(' ', SIGNED_IN)).toBe('no_payable_path');
    expect(checkSavePayable(null, SIGNED_IN)).toBe('no_payable_path');
    expect(checkSavePayable('utilities/U-5001', SIGNED_IN)).toBeNull();
  });
});
