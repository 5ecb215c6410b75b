import { useEffect, useState } from 'react';

/**
 * True from the task after the first paint that follows `active` becoming true, false while it
 * is false. The Dialog enables its focus manager then: Floating UI's `FloatingFocusManager`
 * scans the whole dialog for tabbable elements when it starts (`getComputedStyle` and
 * `getClientRects` on every candidate), which inside the opening click forced the new dialog's
 * style and layout before its first paint (issue 22). After the paint the layout is done and
 * the scan costs little, in a task of its own.
 */
export function useAfterFirstPaint(active: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!active) {
      setReady(false);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // rAF runs just before the paint; the task queued from it runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setReady(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [active]);
  return active && ready;
}
