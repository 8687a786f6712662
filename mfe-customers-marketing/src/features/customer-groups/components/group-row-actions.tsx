import { Button, Space } from 'antd';
import { Link } from 'react-router-dom';
import { GROUP_TEXTS as T } from '../customer-groups-texts';
import { groupUrls } from '../urls';

export interface GroupRowActionsProps {
  id: string;
  name: string;
  canView: boolean;
  canEdit: boolean;
  canDelete: boolean;
  deleting: boolean;
  onDelete: () => void;
}

/** Per-group actions, each only with its permission. */
export function GroupRowActions({
  id,
  name,
  canView,
  canEdit,
  canDelete,
  deleting,
  onDelete,
}: GroupRowActionsProps) {
  return (
    <Space size={4}>
      {canView && (
        <Link to={groupUrls.detail(id)} aria-label={`${T.view} ${name}`}>
          {T.view}
        </Link>
      )}
      {canEdit && (
        <Link to={groupUrls.edit(id)} aria-label={`${T.edit} ${name}`}>
          {T.edit}
        </Link>
      )}
      {canDelete && (
        <Button size="small" danger loading={deleting} onClick={onDelete} aria-label={`${T.delete} ${name}`}>
          {T.delete}
        </Button>
      )}
    </Space>
  );
}
