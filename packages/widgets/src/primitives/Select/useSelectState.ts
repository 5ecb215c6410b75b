import { useState } from 'react';

/**
 * The select's list state, the eager component's own (its combobox's ARIA is computed from it
 * before and after the Floating UI engine loads): open, the active option, and whether it was
 * opened on a given option (type-ahead, Home/End: the list does not jump to the chosen one).
 */
export const useSelectState = (disabled: boolean) => {
  const [openState, setOpenState] = useState(false);
  const open = openState && !disabled;
  const [active, setActive] = useState<number | null>(null);
  const [openedAt, setOpenedAt] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) setOpenedAt(false);
  };
  const openAt = (index: number) => {
    if (index < 0) return;
    setActive(index);
    setOpenedAt(true);
    setOpenState(true);
  };
  return { open, setOpen, openAt, active, setActive, openedAt };
};

export type SelectState = ReturnType<typeof useSelectState>;
