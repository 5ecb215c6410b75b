import { useId } from 'react';

/** Ids of a field's input, hint and message, and the `aria-describedby` that joins them. */
export const useFieldIds = (
  id: string | undefined,
  parts: { hint?: boolean; message?: boolean; describedBy?: string | undefined },
) => {
  const generated = useId();
  const inputId = id ?? `rs-field-${generated}`;
  const hintId = `${inputId}-hint`;
  const messageId = `${inputId}-message`;
  const describedBy =
    [parts.describedBy, parts.message ? messageId : null, parts.hint ? hintId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return { inputId, hintId, messageId, labelId: `${inputId}-label`, describedBy };
};
