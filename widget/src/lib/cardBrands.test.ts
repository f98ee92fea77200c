import { describe, expect, it } from 'vitest';
import { acceptedCardBrands, brandAccepted, CARD_BRANDS, cardBrandOf } from './cardBrands';

describe('card brands', () => {
  it('TENDER-03: the card brands are Visa, MasterCard, Discover Card and American Express', () => {
    expect(CARD_BRANDS).toEqual(['Visa', 'MasterCard', 'Discover Card', 'American Express']);
    expect(cardBrandOf('discover')).toBe('Discover Card');
    expect(cardBrandOf('AMEX')).toBe('American Express');
    expect(cardBrandOf('Diners Club')).toBeNull();
  });

  it('TENDER-04: the accepted brands are the allowed set minus every item payable’s disabledCardBrands', () => {
    expect(acceptedCardBrands(null, [{}])).toEqual([...CARD_BRANDS]);
    expect(acceptedCardBrands(['Visa', 'MasterCard', 'American Express'], [])).toEqual(['Visa', 'MasterCard', 'American Express']);
    expect(
      acceptedCardBrands(
        ['Visa', 'MasterCard', 'Discover Card', 'American Express'],
        [{ disabledCardBrands: ['American Express'] }, { disabledCardBrands: ['discover'] }, { disabledCardBrands: null }],
      ),
    ).toEqual(['Visa', 'MasterCard']);
    expect(acceptedCardBrands(['Visa'], [{ disabledCardBrands: ['Visa'] }])).toEqual([]);
  });

  it('TENDER-04: a tokenized card of a disabled brand is not accepted; an unnamed brand is left to the server', () => {
    expect(brandAccepted('American Express', ['Visa', 'MasterCard'])).toBe(false);
    expect(brandAccepted('visa', ['Visa'])).toBe(true);
    expect(brandAccepted('', ['Visa'])).toBe(true);
  });
});
