import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from './Dialog';

export type ConfirmDialogProps = {
  open: boolean;
  /** Called with false by Cancel, Escape and (when dismissable) a click outside. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** The confirm button shows its pending state (e.g. while the request runs). */
  pending?: boolean;
  /** A red confirm button, for what cannot be undone (a deletion). */
  destructive?: boolean;
  /** False: clicking outside does not close it, and there is no × button. */
  dismissable?: boolean;
};

/** A small `alertdialog` asking to confirm an action: Cancel, then the confirm button. */
export function ConfirmDialog({
  cancelLabel,
  confirmLabel,
  onConfirm,
  pending,
  destructive,
  ...dialog
}: ConfirmDialogProps) {
  return (
    <Dialog
      {...dialog}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => dialog.onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'destructive' : undefined}
            pending={pending}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
