// English texts of the checkout's later rules (schedule-only steps, item
// confirmation, accepted card brands, the receipt's survey, saving items),
// spread into the English catalogue (en.ts).
export const enCheckout = {
  'step.schedule': 'Schedule',
  'step.confirmation': 'Confirmation',
  'cart.confirm.label': 'I confirm the details of {name} are correct.',
  'cart.confirm.required': 'Please tick the confirmation of each item that asks for it before you continue.',
  'payment.requiresConfirmation':
    'Payment is not available yet: tick the confirmation checkbox of each item in your cart that requires it.',
  'payment.acceptedCards': 'Accepted cards: {brands}.',
  'payment.noCardBrands': 'No card brand can be used for this cart. Please choose another payment method.',
  'payment.brandNotAccepted': '{brand} cards cannot be used for this cart. Accepted cards: {brands}.',
  'receipt.survey.heading': 'Tell us how we did',
  'receipt.survey.text': 'A short survey about this payment helps us improve the service.',
  'receipt.survey.link': 'Take the survey',
  'common.newWindow': '(opens in a new window)',
  'search.save': 'Save for later',
  'search.save.login_required': 'Sign in to save items for later. Nothing was saved.',
};
