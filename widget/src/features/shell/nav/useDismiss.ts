// How the header's disclosures (the links' menu, the notifications list and
// the mini cart) close: Escape, or a press outside the button and its panel.
// Escape hands focus back to the button only when focus was in the
// disclosure, so that a list that opened by itself never pulls focus away
// from what the visitor is typing.
import { useEffect, type RefObject } from 'react';

export function useDismiss(
  open: boolean,
  close: () => void,
  button: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return undefined;
    const inside = (node: Node | null) =>
      node !== null && (button.current?.contains(node) === true || panel.current?.contains(node) === true);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = inside(document.activeElement);
      close();
      if (hadFocus) button.current?.focus();
    };
    const onPress = (event: PointerEvent | MouseEvent) => {
      if (!inside(event.target as Node | null)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPress);
    };
  }, [open, close, button, panel]);
}
