// What the signature field draws on: a small interface over the canvas, so
// that the field's tests give it a surface of their own (jsdom has no canvas)
// and the canvas code stays in one place.

/** A surface to draw a signature on, in the canvas's own pixels. */
export interface DrawingSurface {
  /** Starts a stroke at (x, y). */
  begin(x: number, y: number): void;
  /** Continues the stroke to (x, y). */
  lineTo(x: number, y: number): void;
  /** Wipes everything drawn. */
  clear(): void;
  /** The picture as a PNG; null when the browser could not make one. */
  toPng(): Promise<Blob | null>;
}

/** Makes the surface of a canvas element. */
export type SurfaceFactory = (canvas: HTMLCanvasElement) => DrawingSurface;

/** The ink: dark, round and thick enough to read when the PNG is printed on a form. */
const STROKE = { width: 2.5, color: '#1a1a1a' } as const;

/** The surface of a real canvas through its 2D context. */
export const canvasSurface: SurfaceFactory = (canvas) => {
  const context = canvas.getContext('2d');
  if (context) {
    context.lineWidth = STROKE.width;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = STROKE.color;
  }
  return {
    begin(x, y) {
      context?.beginPath();
      context?.moveTo(x, y);
      // A tap leaves a dot, not nothing.
      context?.lineTo(x + 0.1, y + 0.1);
      context?.stroke();
    },
    lineTo(x, y) {
      context?.lineTo(x, y);
      context?.stroke();
    },
    clear() {
      context?.clearRect(0, 0, canvas.width, canvas.height);
    },
    toPng() {
      return new Promise((resolve) => {
        try {
          canvas.toBlob((blob) => resolve(blob), 'image/png');
        } catch {
          // A canvas the browser will not export (e.g. tainted) makes no picture: ERR-99 "failed".
          resolve(null);
        }
      });
    },
  };
};
