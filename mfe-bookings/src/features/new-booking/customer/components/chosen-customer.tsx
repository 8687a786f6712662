import { Button, Card, Descriptions } from 'antd';
import type { CustomerDetail } from '@storedesk/shared';
import { CUSTOMER_TEXTS as T } from '../customer-texts';
import { customerName, customerPhone } from './customer-display';

export function ChosenCustomer({
  customer,
  disabled,
  onChange,
}: {
  customer: CustomerDetail;
  disabled?: boolean;
  onChange: () => void;
}) {
  return (
    <Card
      size="small"
      aria-label={T.chosenCustomer}
      title={customerName(customer)}
      extra={
        <Button size="small" disabled={disabled} onClick={onChange}>
          {T.change}
        </Button>
      }
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'phone', label: T.phone, children: customerPhone(customer) || '—' },
          { key: 'email', label: T.email, children: customer.email || '—' },
          { key: 'points', label: T.points, children: customer.points },
        ]}
      />
    </Card>
  );
}
