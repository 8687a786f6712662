import { Button, Card, Col, Empty, Flex, Row, Space, Tag, Typography } from 'antd';
import { addressLines, type CustomerAddress } from '@storedesk/shared';
import { CUSTOMER_FORM_TEXTS as T } from '../../shared/texts/customer-form-texts';

export interface AddressListProps {
  addresses: CustomerAddress[];
  /** Shown under the title (the create screen saves addresses with the customer). */
  note?: string;
  canChange: boolean;
  deletingId: string | null;
  onNew: () => void;
  onEdit: (address: CustomerAddress) => void;
  onDelete: (address: CustomerAddress) => void;
}

/** The customer's addresses, each a card with Edit and Delete, and a New Address button. */
export function AddressList({
  addresses,
  note,
  canChange,
  deletingId,
  onNew,
  onEdit,
  onDelete,
}: AddressListProps) {
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space orientation="vertical" size={0}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {T.addresses}
          </Typography.Title>
          {note && <Typography.Text type="secondary">{note}</Typography.Text>}
        </Space>
        {canChange && <Button onClick={onNew}>{T.newAddress}</Button>}
      </Flex>
      {addresses.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noAddresses} />
      ) : (
        <Row gutter={[12, 12]}>
          {addresses.map((address) => {
            const [title, ...rest] = addressLines(address);
            return (
              <Col key={address._id} xs={24} md={12} xl={8}>
                <Card
                  size="small"
                  title={title ?? T.addresses}
                  extra={address.is_default && <Tag color="blue">{T.defaultAddress}</Tag>}
                  actions={
                    canChange
                      ? [
                          <Button
                            key="edit"
                            type="link"
                            aria-label={`${T.edit} ${title ?? ''}`.trim()}
                            onClick={() => onEdit(address)}
                          >
                            {T.edit}
                          </Button>,
                          <Button
                            key="delete"
                            type="link"
                            danger
                            loading={deletingId === address._id}
                            aria-label={`${T.delete} ${title ?? ''}`.trim()}
                            onClick={() => onDelete(address)}
                          >
                            {T.delete}
                          </Button>,
                        ]
                      : undefined
                  }
                >
                  {rest.map((line, index) => (
                    <div key={index}>{line}</div>
                  ))}
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </Flex>
  );
}
