// English texts of the county forms' reusable parts: the signature field
// (SIG-02..07, ERR-99) and the upload list (UPL-02, CONST-35, spec 001 §8
// "Uploads"). Loaded with those components' chunks (forms.ts), never with the
// first load.
export const enForms = {
  'signature.legend': 'Signature',
  'signature.modeDraw': 'Draw your signature',
  'signature.modeType': 'Type your name instead',
  'signature.keyboardHint': 'Using a keyboard? Type your name instead of drawing.',
  'signature.canvasLabel': 'Signature drawing area',
  'signature.canvasInstructions':
    'Draw your signature in the box with a mouse, a pen or your finger, then choose Confirm signature.',
  'signature.typedLabel': 'Your name',
  'signature.typedPlaceholder': 'First and last name',
  'signature.typedCount': '{count} of {max} characters',
  'signature.agreement':
    "By clicking 'Confirm Name' I agree that my typed name above can be used as a digital representation of my signature.",
  'signature.confirmDrawn': 'Confirm signature',
  'signature.confirmTyped': 'Confirm Name',
  'signature.clear': 'Clear',
  'signature.cancel': 'Cancel',
  'signature.drawnEmpty': 'Draw your signature in the box before confirming.',
  'signature.typedEmpty': 'Type your first and last name before confirming.',
  'signature.cleared': 'The signature is cleared.',
  'signature.tooLarge': 'This signature is too large.',
  'signature.failed': 'There was an issue creating your signature, please try again.',
} as const;
