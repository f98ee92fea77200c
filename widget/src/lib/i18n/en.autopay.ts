// English texts of autopay at check-out (spec 000 §4 "Autopay at checkout"):
// the checkbox on an eligible item at review, the guest's link in its place,
// the terms modal before the payment, the enrolments on the receipt and the
// renewal-autopay modal. Loaded with the autopay chunks (autopay.ts), never
// with the first load.
export const enAutopay = {
  'autopay.heading': 'Autopay',
  'autopay.intro': 'Pay future bills for these items automatically with the payment method you use today.',
  'autopay.enroll': 'Enroll in autopay',
  'autopay.kind.beforeDue': 'Pays the amount due before each due date.',
  'autopay.kind.yearly': 'Pays the renewal every year on its renewal date.',
  'autopay.kind.yearlyOn': 'Pays the renewal every year, starting {date}.',
  'autopay.existing': 'Autopay is already set up for this item.',
  'autopay.needsMethod': 'Autopay needs a card or bank account. Choose one with Edit payment method to enroll.',
  'autopay.willSave': 'Autopay pays with a saved payment method: this card or bank account will be saved to your payment methods with this payment.',
  'autopay.guestLink': 'Log in to enroll in autopay',
  'autopay.guestNote': 'Sign in to enroll in autopay.',
  'autopay.terms.title': 'Autopay terms',
  'autopay.terms.intro': 'To enroll in autopay, read and accept the terms. Nothing is paid until you accept.',
  'autopay.terms.items': 'Items to enroll',
  'autopay.terms.loadFailed': 'The autopay terms could not be loaded.',
  'autopay.terms.accept': 'Accept and pay',
  'autopay.terms.cancel': 'Cancel',
  'autopay.receipt.firstRun': 'First autopay payment: {date}',
  'autopay.renewal.title': 'Renew automatically every year?',
  'autopay.renewal.text': 'Enroll {items} in yearly autopay: each renewal is paid on its renewal date with the card or bank account you pay with today. You will accept the terms before you pay.',
  'autopay.renewal.guest': 'Autopay needs an account. Log in to enroll {items} in yearly autopay.',
  'autopay.renewal.accept': 'Yes, enroll in autopay',
  'autopay.renewal.dismiss': 'No thanks',
};
