// English texts of ownership verification by a mailed PIN (spec 001 §1, §4
// "Ownership"): "Verify ownership" on a payable, the letter, the PIN, and the
// print view of the bill with the owner's name. Loaded with the ownership
// chunk (ownership.ts), never with the first load. The BFF's own refusals
// (ERR-70: invalid PIN, PIN-request issue, the attempt limit) come in its
// displayMessage, in the asked language.
export const enOwnership = {
  'ownership.entry': 'Verify ownership',
  'ownership.claimed': 'Ownership verified',
  'ownership.dialog.title': 'Verify ownership',
  'ownership.dialog.for': 'For {name}.',
  'ownership.dialog.close': 'Close',
  'ownership.loading': 'Loading your ownership status…',
  'ownership.loadFailed': 'Your ownership status could not be loaded.',
  'ownership.letter.intro': 'We mail a letter with the property\'s PIN to the address of the property on record, at most one letter a day. When it arrives, come back here and enter the PIN to verify that you own this item. Whoever holds the letter can use its PIN, within 30 days.',
  'ownership.letter.request': 'Mail me the PIN letter',
  'ownership.letter.requesting': 'Requesting the letter…',
  'ownership.letter.sent': 'The letter with your PIN is on its way to the address of the property.',
  'ownership.letter.onItsWay': 'A letter with the property\'s PIN was already mailed to the property today, so no new letter is sent. When it arrives, enter its PIN here.',
  'ownership.letter.again': 'Mail me a new letter',
  'ownership.pin.label': 'PIN from the letter',
  'ownership.pin.hint': 'Six digits.',
  'ownership.pin.required': 'Please enter the 6-digit PIN from the letter.',
  'ownership.pin.submit': 'Verify',
  'ownership.pin.submitting': 'Verifying…',
  'ownership.pin.attemptsLeft': 'Attempts left with this letter: {count}.',
  'ownership.done': 'Ownership is verified. You can now go paperless and print the bill with the owner\'s name.',
  'ownership.print': 'Print bill with owner\'s name',
  'ownership.print.title': 'Bill',
  'ownership.print.owner': 'Verified owner\'s name',
  'ownership.print.ownerOn': 'Name verified on {date}',
  'ownership.print.item': 'Item',
  'ownership.print.description': 'Description',
  'ownership.print.amount': 'Amount due',
  'ownership.print.due': 'Due date',
  'ownership.print.verified': 'Ownership verified with the PIN mailed to the property.',
  'ownership.print.button': 'Print',
  'ownership.print.close': 'Close',
} as const;
