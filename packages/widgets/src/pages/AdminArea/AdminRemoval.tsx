import { ConfirmDialog } from '../../primitives/Dialog';

export type AdminRemovalProps<Row extends { _id: string }> = {
  /** The row to remove once confirmed; null: the confirmation is closed. */
  target: Row | null;
  /** Cancel, Escape: the row stays. */
  onCancel: () => void;
  /** The removal's call, given the row's id (its pending state shows on the button). */
  removal: { isPending: boolean; mutate: (id: string) => void };
  /** The confirmation's title, question (about this row) and buttons. */
  texts: { title: string; description: string; cancel: string; confirm: string };
};

/**
 * The confirmation before a row of an organisation's dialog is removed (revoked, deleted): a
 * destructive button, and no closing on a stray click outside.
 */
export function AdminRemoval<Row extends { _id: string }>({
  target,
  onCancel,
  removal,
  texts,
}: AdminRemovalProps<Row>) {
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      dismissable={false}
      title={texts.title}
      description={texts.description}
      cancelLabel={texts.cancel}
      confirmLabel={texts.confirm}
      destructive
      pending={removal.isPending}
      onConfirm={() => target && removal.mutate(target._id)}
    />
  );
}
