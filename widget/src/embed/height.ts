// heightChanged (spec 000 §7, EMBED-03): the height of the widget's content
// in whole CSS pixels, reported only when it changes. The observed element
// wraps the content and is never stretched to the viewport, so the iframe
// growing to the reported height cannot change the next measurement.

/** Reports Math.ceil(px) to report, skipping a value equal to the last one sent. */
export function heightReporter(report: (px: number) => void): (px: number) => void {
  let last: number | undefined;
  return (px) => {
    if (!Number.isFinite(px)) {
      return;
    }
    const height = Math.ceil(px);
    if (height !== last) {
      last = height;
      report(height);
    }
  };
}

/** The border-box height of an entry, with a fallback for browsers without borderBoxSize. */
function entryHeight(entry: ResizeObserverEntry): number {
  const box = entry.borderBoxSize?.[0];
  return box ? box.blockSize : entry.target.getBoundingClientRect().height;
}

/** Observes element and reports its height; returns the function that stops observing. */
export function observeHeight(element: Element, report: (px: number) => void): () => void {
  const send = heightReporter(report);
  send(element.getBoundingClientRect().height);
  if (typeof ResizeObserver === 'undefined') {
    return () => undefined;
  }
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      send(entryHeight(entry));
    }
  });
  observer.observe(element);
  return () => observer.disconnect();
}
