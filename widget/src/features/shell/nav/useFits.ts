// SHELL-11: whether the nav links fit on one line beside each other. The
// links' natural width is read off a hidden copy of them, so that the
// answer does not depend on which of the two layouts is showing.
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Spec 000 §2 "Shell screens": the links show inline when the nav's width plus 30 px fits. */
export const NAV_FIT_MARGIN_PX = 30;

/** Whether content of this width shows inline in a box of the available width. */
export function fitsInline(contentWidth: number, availableWidth: number): boolean {
  return contentWidth + NAV_FIT_MARGIN_PX <= availableWidth;
}

/**
 * Watches the box (the width the nav may take) and the hidden copy of its
 * content. Without ResizeObserver (old browsers, jsdom) it measures on
 * window resizes and whenever `content` (the links' labels) changes.
 */
export function useFits(box: RefObject<HTMLElement | null>, copy: RefObject<HTMLElement | null>, content: string): boolean {
  const [fits, setFits] = useState(false);
  useLayoutEffect(() => {
    const boxElement = box.current;
    const copyElement = copy.current;
    if (!boxElement || !copyElement) return undefined;
    const measure = () => setFits(fitsInline(copyElement.offsetWidth, boxElement.clientWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(boxElement);
    observer.observe(copyElement);
    return () => observer.disconnect();
  }, [box, copy, content]);
  return fits;
}
