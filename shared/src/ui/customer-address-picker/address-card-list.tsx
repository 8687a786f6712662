import { Button, Card, Flex, Radio, Tag } from 'antd';
import { addressLines, type CustomerAddress } from '@storedesk/shared';
import { CUSTOMER_ADDRESS_TEXTS as T } from './customer-address-texts';

export interface AddressCardListProps {
  /** Names the group for assistive technology (e.g. 'Shipping Address'). */
  label: string;
  addresses: CustomerAddress[];
  selectedId: string | null;
  disabled?: boolean;
  onSelect: (address: CustomerAddress) => void;
  onEdit: (address: CustomerAddress) => void;
}

/** The customer's saved addresses as radio cards; one is chosen. */
export function AddressCardList({
  label,
  addresses,
  selectedId,
  disabled,
  onSelect,
  onEdit,
}: AddressCardListProps) {
  return (
    <Radio.Group
      aria-label={label}
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
