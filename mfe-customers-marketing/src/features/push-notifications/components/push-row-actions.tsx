import { DeleteRowAction, RowAction, RowActions } from '@storedesk/shared/ui';
import { HISTORY_TEXTS as T } from '../push-history-texts';

export interface PushRowActionsProps {
  title: string;
  /** Permission and the spec's rule (scheduled, not cancelled, still ahead) together. */
  canCancel: boolean;
  canDelete: boolean;
  cancelling: boolean;
  deleting: boolean;
  onView: () => void;
  onCancel: () => void;
  onDelete: () => void;
}

/** Per-notification actions; viewing needs only the list permission, cancel and delete their own. */
export function PushRowActions({
  title,
  canCancel,
  canDelete,
  cancelling,
  deleting,
  onView,
  onCancel,
  onDelete,
}: PushRowActionsProps) {
  return (
    <RowActions>
      <RowAction label={T.view} ariaLabel={`${T.view} ${title}`} onClick={onView} />
      {canCancel && (
        <RowAction
          label={T.cancel}
          ariaLabel={`${T.cancel} ${title}`}
          loading={cancelling}
          onClick={onCancel}
        />
      )}
      {canDelete && (
        <DeleteRowAction label={T.delete} rowName={title} deleting={deleting} onDelete={onDelete} />
      )}
    </RowActions>
  );
}
