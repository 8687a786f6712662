import { DeleteRowAction, RowAction, RowActions, useListAddress } from '@storedesk/shared/ui';
import { CUSTOMER_FORM_TEXTS } from '../../shared/texts/customer-form-texts';
import { CUSTOMERS_TEXTS as T } from '../customers-texts';

export interface CustomerRowActionsProps {
  name: string;
  /** The edit screen's path, or null without edit_customer. */
  editTo: string | null;
  canUpdatePoints: boolean;
  canDelete: boolean;
  deleting: boolean;
  onUpdatePoints: () => void;
  onDelete: () => void;
}

/** Per-customer actions, each only with its permission (the name links to the detail screen). */
export function CustomerRowActions({
  name,
  editTo,
  canUpdatePoints,
  canDelete,
  deleting,
  onUpdatePoints,
  onDelete,
}: CustomerRowActionsProps) {
  const back = useListAddress();
  if (!editTo && !canUpdatePoints && !canDelete) return null;
  return (
    <RowActions>
      {editTo && (
        <RowAction
          label={CUSTOMER_FORM_TEXTS.edit}
          ariaLabel={`${CUSTOMER_FORM_TEXTS.edit} ${name}`}
          to={editTo}
          linkState={back}
        />
      )}
      {canUpdatePoints && (
        <RowAction label={T.updatePoints} ariaLabel={`${T.updatePoints} ${name}`} onClick={onUpdatePoints} />
      )}
      {canDelete && (
        <DeleteRowAction label={T.delete} rowName={name} deleting={deleting} onDelete={onDelete} />
      )}
    </RowActions>
  );
}
