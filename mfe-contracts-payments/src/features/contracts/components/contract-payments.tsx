import { useState } from 'react';
import { Button, Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useErrorToast } from '@storedesk/shared';
import { PaymentRequestsTable, useListAddress } from '@storedesk/shared/ui';
import { CONTRACT_PAYMENTS_PAGE_SIZE, useContractPayments } from '../api/contract-payments';
import { CONTRACT_DETAIL_TEXTS as T } from '../contract-texts';
import { contractUrls } from '../urls';

/**
 * The contract's payment requests (the payments list's requests, customer_subscription_id), 10 a page; New Payment
 * Request opens the payments screen prefilled with this contract.
 */
export function ContractPayments({
  contractId,
  mayCreate,
  currency,
}: {
  contractId: string;
  mayCreate: boolean;
  currency?: string | null;
}) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const payments = useContractPayments(contractId, page);
  useErrorToast(payments.error, payments.errorUpdatedAt);
  // Each request opens with this page's address, so its Back returns to the contract.
  const back = useListAddress();
  return (
    <Card
      title={T.payments}
      size="small"
      extra={
        mayCreate && (
          <Button size="small" onClick={() => navigate(contractUrls.newPayment(contractId))}>
            {T.newPayment}
          </Button>
        )
      }
    >
      <PaymentRequestsTable
        label={T.payments}
        rows={payments.data?.data ?? []}
        loading={payments.isFetching}
        currency={currency}
        emptyText={T.paymentsEmpty}
        linkState={back}
        pagination={{
          current: page,
          pageSize: CONTRACT_PAYMENTS_PAGE_SIZE,
          total: payments.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
    </Card>
  );
}
