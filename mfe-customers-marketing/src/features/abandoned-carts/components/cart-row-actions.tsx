import { Button, Space } from 'antd';
import { Link } from 'react-router-dom';
import { CARTS_TEXTS as T } from '../abandoned-carts-texts';

export interface CartRowActionsProps {
  customerId: string;
  name: string;
  canDelete: boolean;
  canConvert: boolean;
  deleting: boolean;
  onView: () => void;
  onDelete: () => void;
}

/**
 * Per-cart actions. Viewing needs only the list permission; delete and convert each need their own. Convert is
 * a link to the new-booking screen of mfe_bookings: an absolute path on the host's router (the remote renders
 * inside it), as mfe-bookings links to /payments, so the host mounts the remote that owns the route.
 */
export function CartRowActions({
  customerId,
  name,
  canDelete,
  canConvert,
  deleting,
  onView,
  onDelete,
}: CartRowActionsProps) {
  return (
    <Space size={4}>
      <Button size="small" onClick={onView} aria-label={`${T.view} ${name}`}>
        {T.view}
      </Button>
      {canDelete && (
        <Button size="small" danger loading={deleting} onClick={onDelete} aria-label={`${T.delete} ${name}`}>
          {T.delete}
        </Button>
      )}
      {canConvert && (
        <Link to={`/orders/new/${customerId}`} aria-label={`${T.convert} ${name}`}>
          {T.convert}
        </Link>
      )}
    </Space>
  );
}
