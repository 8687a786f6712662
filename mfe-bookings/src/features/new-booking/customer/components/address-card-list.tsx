import { Button, Card, Flex, Radio, Tag } from 'antd';
import type { CustomerAddress } from '@storedesk/shared';
import { addressLines } from '../address-mapping';
import { CUSTOMER_TEXTS as T } from '../customer-texts';

export interface AddressCardListProps {
  addresses: CustomerAddress[];
  selectedId: string | null;
  disabled?: boolean;
  onSelect: (address: CustomerAddress) => void;
  onEdit: (address: CustomerAddress) => void;
}

/** The customer's saved addresses as radio cards; one is the booking's shipping address. */
export function AddressCardList({ addresses, selectedId, disabled, onSelect, onEdit }: AddressCardListProps) {
  return (
    <Radio.Group
      aria-label={T.shippingAddress}
      value={selectedId}
      disabled={disabled}
      onChange={(event) => {
        const address = addresses.find((candidate) => candidate._id === event.target.value);
        if (address) onSelect(address);
      }}
      style={{ width: '100%' }}
    >
      <Flex vertical gap="small">
        {addresses.map((address) => {
          const lines = addressLines(address);
          return (
            <Card key={address._id} size="small">
              <Flex justify="space-between" align="start" gap="small">
                <Radio value={address._id}>
                  {lines.map((line, index) => (
                    <div key={index}>{line}</div>
                  ))}
                  {address.is_default && <Tag>{T.defaultAddress}</Tag>}
                </Radio>
                <Button
                  size="small"
                  disabled={disabled}
                  aria-label={`${T.edit} ${lines.slice(0, 2).join(', ')}`}
                  onClick={() => onEdit(address)}
                >
                  {T.edit}
                </Button>
              </Flex>
            </Card>
          );
        })}
      </Flex>
    </Radio.Group>
  );
}
