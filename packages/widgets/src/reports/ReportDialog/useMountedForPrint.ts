import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * False for the dialog's first frame, then true: in a task after the first paint, or at once
 * (synchronously) when the page is about to print (`beforeprint`, e.g. Download's
 * `window.print()` or the browser's Print) or switches to print media (`matchMedia('print')`).
 * The report mounts what is below its first screen (the charts, the manager's review, the six
 * sections, the closed ones shown by the print styles only) when it turns true, so the click
 * that opens the report does not render, commit, scan and lay them out.
 */
export function useMountedForPrint(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mountNow = () => flushSync(() => setMounted(true));
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callbacks run before its paint; a task queued from one runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setMounted(true));
    });
    const print = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
    const onMedia = () => {
      if (print?.matches) mountNow();
    };
    window.addEventListener('beforeprint', mountNow);
    print?.addEventListener('change', onMedia);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('beforeprint', mountNow);
      print?.removeEventListener('change', onMedia);
    };
  }, [mounted]);
  return mounted;
}
