import { afterEach, describe, expect, it, vi } from 'vitest';
import { heightReporter, observeHeight } from './height';

describe('heightChanged', () => {
  it('EMBED-03: reports whole pixels, rounded up, only when the height changes', () => {
    const sent: number[] = [];
    const report = heightReporter((px) => sent.push(px));
    for (const px of [480.2, 480.9, 481, 481, 600, 600.0001, Number.NaN, 600]) report(px);
    expect(sent).toEqual([481, 600, 601, 600]);
  });

  describe('observing the content', () => {
    const original = globalThis.ResizeObserver;
    afterEach(() => {
      globalThis.ResizeObserver = original;
    });

    it('EMBED-03: measures the observed element on every resize and stops when asked', () => {
      let callback: ResizeObserverCallback = () => undefined;
      const disconnect = vi.fn();
      globalThis.ResizeObserver = class {
        constructor(cb: ResizeObserverCallback) {
          callback = cb;
        }
        observe() {}
        unobserve() {}
        disconnect = disconnect;
      } as unknown as typeof ResizeObserver;
      const element = document.createElement('div');
      const sent: number[] = [];
      const stop = observeHeight(element, (px) => sent.push(px));
      const resize = (blockSize: number) =>
        callback([{ target: element, borderBoxSize: [{ blockSize, inlineSize: 300 }] } as unknown as ResizeObserverEntry], {} as ResizeObserver);
      resize(700.4);
      resize(700.1);
      resize(350);
      stop();
      expect(sent).toEqual([0, 701, 350]);
      expect(disconnect).toHaveBeenCalled();
    });
  });
});
