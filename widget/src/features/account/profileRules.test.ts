import { describe, expect, it } from 'vitest';
import { changeOf, checkSettings, serverErrors, settingsPhone, type SettingsValues } from './profileRules';

const valid: SettingsValues = { givenName: 'Rosa', familyName: 'Resident', phone: '', language: 'en', contactPreference: 'email' };

describe('settings rules', () => {
  it('VAL-50: given and family name are required, up to 100 characters', () => {
    expect(checkSettings({ ...valid, givenName: '  ', familyName: 'x'.repeat(101) })).toEqual({
      givenName: { key: 'account.settings.error.givenName' },
      familyName: { key: 'account.settings.error.familyName' },
    });
    expect(checkSettings({ ...valid, familyName: 'é'.repeat(100) })).toEqual({});
  });

  it('VAL-44: a settings phone has 10 to 15 digits', () => {
    expect(settingsPhone('555 010 240')).toBeNull();
    expect(settingsPhone('(555) 010-2400')).toBe('5550102400');
    expect(settingsPhone('+1 555 010 2400 1234')).toBe('+155501024001234');
    expect(settingsPhone('+1 555 010 2400 12345')).toBeNull();
  });

  it('VAL-45: only digits, hyphens, parentheses, spaces and one leading plus', () => {
    expect(settingsPhone('555.010.2400')).toBeNull();
    expect(settingsPhone('555-010-2400 ext 3')).toBeNull();
    expect(settingsPhone('1+5550102400')).toBeNull();
    expect(settingsPhone('++15550102400')).toBeNull();
    expect(settingsPhone('+1 (555) 010-2400')).toBe('+15550102400');
  });

  it('VAL-46: a phone must not start with 0; an empty phone is none', () => {
    expect(settingsPhone('0555010240')).toBeNull();
    expect(settingsPhone('+0555010240')).toBeNull();
    expect(settingsPhone('   ')).toBe('');
    expect(checkSettings({ ...valid, phone: '0555010240' })).toEqual({ phone: { key: 'account.settings.error.phone' } });
  });

  it('PROF-01: the contact preference is email or sms, and text messages need a phone', () => {
    expect(checkSettings({ ...valid, contactPreference: 'sms' })).toEqual({
      contactPreference: { key: 'account.settings.error.smsNeedsPhone' },
    });
    expect(checkSettings({ ...valid, contactPreference: 'sms', phone: '555 010 2400' })).toEqual({});
  });

  it('PROF-01: the change names only the five fields, trimmed, and the language once chosen', () => {
    expect(changeOf({ ...valid, givenName: ' Rosa ', phone: ' 555 010 2400 ', language: '' })).toEqual({
      givenName: 'Rosa',
      familyName: 'Resident',
      phone: '555 010 2400',
      contactPreference: 'email',
    });
    expect(changeOf(valid)).toHaveProperty('language', 'en');
  });

  it("keeps the BFF's field messages for the form's fields only", () => {
    expect(serverErrors({ phone: 'Bad phone', email: 'Cannot change', userId: 'x' })).toEqual({ phone: { text: 'Bad phone' } });
    expect(serverErrors(undefined)).toEqual({});
  });
});
