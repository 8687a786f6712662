import { Alert, Button, Flex, Table } from 'antd';
import { AppModal } from '@storedesk/shared/ui';
import type { CustomerSummary } from '@storedesk/shared';
import { CUSTOMER_TEXTS as T } from '../customer-texts';
import { customerName, customerPhone } from './customer-display';

/** The customer picker shows 5 customers per page (spec 2 §9). */
export const PICKER_PAGE_SIZE = 5;

export interface CustomerResultsModalProps {
  open: boolean;
  keyword: string;
  customers: CustomerSummary[];
  loading: boolean;
  /** The search failed: the server's title and message. */
  error: { title: string; message: string } | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** The customer whose details are being loaded after a click on Select. */
  choosingId: string | null;
  onLoadMore: () => void;
  onChoose: (customer: CustomerSummary) => void;
  onClose: () => void;
}

export function CustomerResultsModal({
  open,
  keyword,
  customers,
  loading,
  error,
  hasMore,
  loadingMore,
  choosingId,
  onLoadMore,
  onChoose,
  onClose,
}: CustomerResultsModalProps) {
  return (
    <AppModal
      open={open}
      title={T.resultsTitle(keyword)}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      <Flex vertical gap="small">
        {error && <Alert type="error" showIcon title={error.title} description={error.message} />}
        <Table<CustomerSummary>
          rowKey="_id"
          size="small"
          loading={loading}
          dataSource={customers}
          locale={{ emptyText: T.noResults }}
          pagination={{ pageSize: PICKER_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: false }}
          columns={[
            { key: 'name', title: T.name, render: (_, customer) => customerName(customer) },
            { key: 'phone', title: T.phone, render: (_, customer) => customerPhone(customer) },
            { key: 'email', title: T.email, dataIndex: 'email' },
            { key: 'points', title: T.points, dataIndex: 'points', align: 'right' },
            {
              key: 'select',
              title: '',
              render: (_, customer) => (
                <Button
                  size="small"
                  type="primary"
                  aria-label={`${T.select} ${customerName(customer)}`}
                  loading={choosingId === customer._id}
                  disabled={choosingId !== null && choosingId !== customer._id}
                  onClick={() => onChoose(customer)}
                >
                  {T.select}
                </Button>
              ),
            },
          ]}
        />
        {hasMore && (
          <Flex justify="center">
            <Button loading={loadingMore} onClick={onLoadMore}>
              {T.moreResults}
            </Button>
          </Flex>
        )}
      </Flex>
    </AppModal>
  );
}
