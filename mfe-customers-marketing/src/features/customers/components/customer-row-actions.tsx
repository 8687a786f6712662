import { Button, Space } from 'antd';
import { Link } from 'react-router-dom';
import { CUSTOMER_FORM_TEXTS } from '../../customer-form/customer-form-texts';
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
  if (!editTo && !canUpdatePoints && !canDelete) return null;
  return (
    <Space size={4}>
      {editTo && (
        <Link to={editTo} aria-label={`${CUSTOMER_FORM_TEXTS.edit} ${name}`}>
          {CUSTOMER_FORM_TEXTS.edit}
        </Link>
      )}
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
