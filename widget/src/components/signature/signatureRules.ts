// The limits of a signature (spec 001 §5 "Upload and signature", §9) and the
// one check of a drawn signature's picture, kept apart from the canvas so
// that it is tested without one (jsdom has no canvas).

/** SIG-06: the drawing area, in CSS pixels. */
export const SIGNATURE_CANVAS_WIDTH = 310;
export const SIGNATURE_CANVAS_HEIGHT = 114;

/** SIG-04: a typed signature has at most this many characters. */
export const TYPED_SIGNATURE_MAX = 50;

/** SIG-05: a drawn signature's PNG has at most this many bytes. */
export const SIGNATURE_PNG_MAX_BYTES = 2_000_000;

/** SIG-01: a signature is a typed name or a drawn PNG. */
export type SignatureValue = { kind: 'typed'; text: string } | { kind: 'drawn'; png: Blob };

/** Why a drawn signature is refused (ERR-99): too large, or no picture could be made. */
export type DrawnProblem = 'tooLarge' | 'failed';

/** SIG-05: the problem with a drawn signature's picture, or null when it can be used. */
export function drawnProblem(png: Blob | null): DrawnProblem | null {
  if (!png || png.size === 0) {
    return 'failed';
  }
  return png.size > SIGNATURE_PNG_MAX_BYTES ? 'tooLarge' : null;
}

/** SIG-04: the typed name as it is kept: at most TYPED_SIGNATURE_MAX characters (not UTF-16 units). */
export function clipTypedName(text: string): string {
  const characters = Array.from(text);
  return characters.length > TYPED_SIGNATURE_MAX ? characters.slice(0, TYPED_SIGNATURE_MAX).join('') : text;
}
