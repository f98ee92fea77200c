// English texts of the hand-off to an external checkout (spec 000 §1, §2
// "redirect/{cartId}", §6; CHK-02), spread into the English catalogue (en.ts).
export const enHandoff = {
  'handoff.heading': "Pay on our payment partner's site",
  'handoff.note':
    "You complete this payment on the county's payment partner's site. When it is done, you come back here for your receipt.",
  'handoff.continue': 'Continue to payment',
  'handoff.dialog.title': 'You are leaving this site',
  'handoff.dialog.text':
    "To pay, you go to an external payment site run by the county's payment partner. Your cart stays here: if the payment is not completed, you can come back and try again.",
  'handoff.dialog.continue': 'Continue',
  'handoff.dialog.opening': 'Opening the payment site…',
  'handoff.dialog.cancel': 'Cancel',
  'handoff.failed.text': 'Your payment was not completed. Your cart {cartId} is still open.',
  'handoff.failed.retry': 'Return to checkout to try again',
};
