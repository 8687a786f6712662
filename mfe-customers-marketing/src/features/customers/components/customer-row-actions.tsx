import { Button, Space } from 'antd';
import { CUSTOMERS_TEXTS as T } from '../customers-texts';

export interface CustomerRowActionsProps {
  name: string;
  canUpdatePoints: boolean;
  canDelete: boolean;
  deleting: boolean;
  onUpdatePoints: () => void;
  onDelete: () => void;
}

/**
 * Per-customer actions, each only with its permission. Detail and edit links come with those screens (they do
 * not exist yet, so no link would lead anywhere).
 */
export function CustomerRowActions({
  name,
  canUpdatePoints,
  canDelete,
  deleting,
  onUpdatePoints,
  onDelete,
}: CustomerRowActionsProps) {
  if (!canUpdatePoints && !canDelete) return null;
  return (
    <Space size={4}>
      {canUpdatePoints && (
        <Button size="small" onClick={onUpdatePoints} aria-label={`${T.updatePoints} ${name}`}>
          {T.updatePoints}
        </Button>
      )}
      {canDelete && (
        <Button size="small" danger loading={deleting} onClick={onDelete} aria-label={`${T.delete} ${name}`}>
          {T.delete}
        </Button>
      )}
    </Space>
  );
}
