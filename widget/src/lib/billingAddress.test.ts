import { describe, expect, it } from 'vitest';
import { billingBody, emptyBilling, hasPostalCodes, isBlank, validateBilling } from './billingAddress';
import { COUNTRY_CODES, countries, countryName } from './countries';

const FULL = { address1: '100 Main St', address2: '', city: 'Orlando', state: 'FL', postalCode: '32801', country: 'US' };

describe('billing address (WAL-10, VAL-75)', () => {
  it('WAL-10: a new address is empty, in the United States, and counts as not given', () => {
    expect(emptyBilling()).toEqual({ address1: '', address2: '', city: '', state: '', postalCode: '', country: 'US' });
    expect(isBlank(emptyBilling())).toBe(true);
    expect(isBlank({ ...emptyBilling(), country: 'CA' })).toBe(true);
    expect(validateBilling(emptyBilling())).toEqual({});
    expect(billingBody(emptyBilling())).toBeUndefined();
  });

  it('VAL-75: once started, address1, city, state and postal code are required', () => {
    expect(validateBilling({ ...emptyBilling(), address2: 'Apt 4' })).toEqual({
      address1: { key: 'wallet.billing.error.address1' },
      city: { key: 'wallet.billing.error.city' },
      state: { key: 'wallet.billing.error.state' },
      postalCode: { key: 'wallet.billing.error.postalCode' },
    });
    expect(validateBilling(FULL)).toEqual({});
  });

  it('TENDER-19: a country with no postal codes needs none; a region outside the US is typed', () => {
    expect(hasPostalCodes('US')).toBe(true);
    expect(hasPostalCodes('hk')).toBe(false);
    expect(validateBilling({ ...FULL, country: 'HK', state: 'Kowloon', postalCode: '' })).toEqual({});
    expect(validateBilling({ ...FULL, country: 'CA', state: '', postalCode: '' })).toEqual({
      state: { key: 'wallet.billing.error.region' },
      postalCode: { key: 'wallet.billing.error.postalCode' },
    });
  });

  it('VAL-75: the country is a two-letter code; each field at most 100 characters', () => {
    expect(validateBilling({ ...FULL, country: '' })).toEqual({ country: { key: 'wallet.billing.error.country' } });
    expect(validateBilling({ ...FULL, city: 'x'.repeat(101) })).toEqual({
      city: { key: 'wallet.billing.error.tooLong', params: { max: 100 } },
    });
  });

  it('sends the trimmed address, address2 only when given, the country upper-cased', () => {
    expect(billingBody({ ...FULL, address1: ' 100 Main St ', country: 'us' })).toEqual({
      address1: '100 Main St',
      city: 'Orlando',
      state: 'FL',
      postalCode: '32801',
      country: 'US',
    });
    expect(billingBody({ ...FULL, address2: ' Apt 4 ' })?.address2).toBe('Apt 4');
  });
});

describe('countries', () => {
  it('names each ISO code in the language, sorted by name', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(countryName('US', 'en')).toBe('United States');
    expect(countryName('US', 'es')).toBe('Estados Unidos');
    const es = countries('es').map((c) => c.name);
    expect(es).toHaveLength(249);
    expect(es.indexOf('Alemania')).toBeLessThan(es.indexOf('España'));
  });
});
