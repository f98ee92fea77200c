// The renewal-autopay answers remembered per cart (AUTOPAY-06..08) do not
// outlive what they are for: an item with a plan is taken out, a paid cart's
// answer and, at sign-out, every answer are forgotten.
import { afterEach, expect, it } from 'vitest';
import { forgetAllChoices, forgetChoice, forgetItems, readChoice, rememberChoice } from './autopayChoice';

afterEach(() => localStorage.clear());

it('takes items out of an answer, forgets a cart, and forgets every answer but nothing else', () => {
  rememberChoice('cart-1', { accepted: true, items: ['a', 'b'] });
  rememberChoice('cart-2', { accepted: false, items: [] });
  localStorage.setItem('payhub.other', 'kept');

  forgetItems('cart-1', ['a']);
  expect(readChoice('cart-1')).toEqual({ accepted: true, items: ['b'] });
  forgetChoice('cart-1');
  expect(readChoice('cart-1')).toBeNull();

  rememberChoice('cart-3', { accepted: true, items: ['c'] });
  forgetAllChoices();
  expect(readChoice('cart-2')).toBeNull();
  expect(readChoice('cart-3')).toBeNull();
  expect(localStorage.getItem('payhub.other')).toBe('kept');
});
