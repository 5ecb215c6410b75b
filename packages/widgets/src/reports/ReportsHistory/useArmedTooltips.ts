import { type RefObject, useEffect, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../../primitives/useIsomorphicLayoutEffect';

/**
 * Arms the role tooltips of a table when the pointer or focus first enters it, once per set
 * of rows (`rowsKey`): a page change renders plain text again. If a role text had focus when
 * arming re-mounted it, focus moves to its replacement (which then shows its tooltip).
 */
export const useArmedTooltips = (root: RefObject<HTMLElement | null>, rowsKey: string): boolean => {
  const [armedKey, setArmedKey] = useState<string | null>(null);
  const armed = armedKey === rowsKey;
  const refocus = useRef<number | null>(null);

  useEffect(() => {
    const el = root.current;
    if (!el || armed) return;
    const arm = (event: Event) => {
      const texts = Array.from(el.querySelectorAll('[data-role-text]'));
      const at = event.type === 'focusin' ? texts.indexOf(event.target as Element) : -1;
      refocus.current = at >= 0 ? at : null;
      setArmedKey(rowsKey);
    };
    el.addEventListener('pointerover', arm);
    el.addEventListener('focusin', arm);
    return () => {
      el.removeEventListener('pointerover', arm);
      el.removeEventListener('focusin', arm);
    };
  }, [armed, root, rowsKey]);

  useIsomorphicLayoutEffect(() => {
    if (!armed || refocus.current === null) return;
    const target = root.current?.querySelectorAll<HTMLElement>('[data-role-text]')[refocus.current];
    refocus.current = null;
    target?.focus();
  }, [armed, root]);

  return armed;
};
