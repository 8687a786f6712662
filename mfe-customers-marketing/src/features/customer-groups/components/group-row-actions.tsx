import { DeleteRowAction, RowAction, RowActions } from '@storedesk/shared/ui';
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
    <RowActions>
      {canView && <RowAction label={T.view} ariaLabel={`${T.view} ${name}`} to={groupUrls.detail(id)} />}
      {canEdit && <RowAction label={T.edit} ariaLabel={`${T.edit} ${name}`} to={groupUrls.edit(id)} />}
      {canDelete && (
        <DeleteRowAction label={T.delete} rowName={name} deleting={deleting} onDelete={onDelete} />
      )}
    </RowActions>
  );
}
