import { Button, Space } from 'antd';
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
    <Space size={4}>
      <Button size="small" onClick={onView} aria-label={`${T.view} ${title}`}>
        {T.view}
      </Button>
      {canCancel && (
        <Button size="small" loading={cancelling} onClick={onCancel} aria-label={`${T.cancel} ${title}`}>
          {T.cancel}
        </Button>
      )}
      {canDelete && (
        <Button size="small" danger loading={deleting} onClick={onDelete} aria-label={`${T.delete} ${title}`}>
          {T.delete}
        </Button>
      )}
    </Space>
  );
}
