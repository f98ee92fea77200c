// Continuing from the cart checks every input of the cart list that carries
// native validity (the items' freeform fields: required, too long). Each
// invalid input receives an invalid event, which shows its message, and the
// first one takes focus.

/** True when every input in the cart list under root is valid. */
export function cartFieldsValid(root: ParentNode | null): boolean {
  const inputs = Array.from(root?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('.cart input, .cart textarea') ?? []);
  // Check them all, so that each invalid field shows its message.
  const invalid = inputs.filter((input) => !input.disabled && !input.checkValidity());
  invalid[0]?.focus();
  return invalid.length === 0;
}
