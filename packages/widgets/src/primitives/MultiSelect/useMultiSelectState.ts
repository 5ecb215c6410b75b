import { useState } from 'react';

/**
 * The multi-select's list state, the eager component's own (its combobox's ARIA is computed
 * from it before and after the Floating UI engine loads): open and the active option.
 * `onClose` runs when the list closes (to reset paging).
 */
export const useMultiSelectState = (disabled: boolean, onClose: () => void) => {
  const [openState, setOpenState] = useState(false);
  const open = openState && !disabled;
  const [active, setActive] = useState<number | null>(null);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) onClose();
  };
  return { open, setOpen, active, setActive };
};

export type MultiSelectState = ReturnType<typeof useMultiSelectState>;
