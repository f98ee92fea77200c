// Layout constants the shell's pieces share (spec 000 §9).

/**
 * Spec 000 §9: the cart popper offset. The floating cart's mini cart sits
 * this far above the window's bottom edge, and a chatbot frame keeps this
 * much free below it for the raised cart popper (spec 000 §4).
 */
export const CART_POPPER_OFFSET_PX = 100;
