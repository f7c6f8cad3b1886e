/**
 * Watches the height of a frame document's content and calls `report` with each new value
 * (whole pixels, rounded up so nothing is clipped by a fraction). It observes the root
 * element, whose auto height is exactly what the document lays out: error lines, a mandate,
 * an opened accordion item or another tab all change it, wherever in the tree they appear.
 * The root's scrollHeight is no good here: it never drops below the iframe's own height, so
 * the frame could grow but never shrink back.
 */
export function watchContentHeight(report: (height: number) => void, doc: Document = document): () => void {
  const root = doc.documentElement;
  let last = -1;
  const measure = () => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    report(height);
  };
  // The observer of the watched document's own window: it delivers that document's resizes.
  const Observer = doc.defaultView?.ResizeObserver ?? ResizeObserver;
  const observer = new Observer(measure);
  observer.observe(root);
  measure();
  return () => observer.disconnect();
}
