import { useState } from 'react';
import { Button, Card, Descriptions, Flex } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { contractRights, hasPermission, todayInZone, useErrorToast, useSession } from '@storedesk/shared';
import { PageLayout, PageLoading, PageNotFound, isNotFound, useBackTo } from '@storedesk/shared/ui';
import { useContract } from './api/contract-details';
import { AddressSyncActions } from './components/address-sync-actions';
import { ApprovalModal } from './components/approval-modal';
import { ContractAddresses } from './components/contract-addresses';
import { AddItemButton } from './components/add-item-button';
import { ContractItems } from './components/contract-items';
import { ContractPayments } from './components/contract-payments';
import { ContractSummary } from './components/contract-summary';
import { ContractSyncLog } from './components/contract-sync-log';
import { EditPaymentModal } from './components/edit-payment-modal';
import { EditSummaryModal } from './components/edit-summary-modal';
import { CONTRACT_DETAIL_TEXTS as T, CONTRACT_EDIT_TEXTS as E } from './contract-texts';
import { RenewContract } from './renew/renew-contract';
import { RequestServiceButton } from './request/request-service-button';
import { contractUrls } from './urls';

/**
 * /subscriptions/details?id: one contract (spec 2 §2 "Details") with its services and their visits, its address,
 * the answers to its plan's questions and its payment requests. A malformed or unknown id is the kit's not-found.
 */
export default function ContractDetailsContainer() {
  const id = useSearchParams()[0].get('id') ?? '';
  const store = useSession((state) => state.store);
  const role = useSession((state) => state.employee?.employee_type);
  const contract = useContract(id);
  const [editing, setEditing] = useState<'summary' | 'approval' | 'payment' | null>(null);
  const missing = id === '' || isNotFound(contract.error);
  useErrorToast(missing ? null : contract.error, contract.errorUpdatedAt);
  const back = { to: useBackTo(contractUrls.list()), label: T.back };

  if (missing) return <PageNotFound title={T.pageTitle} back={back} message={T.notFound} />;
  const k = contract.data;
  if (!k) return <PageLoading title={T.pageTitle} back={back} />;
  const today = todayInZone(store?.store_timezone).format('YYYY-MM-DD');
  const may = contractRights(role);
  // Adding, changing and removing services is ADMIN's (edit_customer_subscription, spec 2 §6).
  const mayEditItems = hasPermission(role, 'edit_customer_subscription');
  const modal = { contract: k, onClose: () => setEditing(null), onReload: () => contract.refetch() };
  return (
    <PageLayout
      title={T.title(k.subscription_number)}
      back={back}
      extra={
        <>
          {may.summary && <Button onClick={() => setEditing('summary')}>{E.editSummary}</Button>}
          {may.approval && <Button onClick={() => setEditing('approval')}>{E.editApproval}</Button>}
          {may.payment && <Button onClick={() => setEditing('payment')}>{E.editPayment}</Button>}
          {may.renew && <RenewContract contract={k} today={today} onReload={() => contract.refetch()} />}
          {may.requestService && (
            <RequestServiceButton contract={k} today={today} onReload={() => contract.refetch()} />
          )}
          <AddressSyncActions contract={k} onReload={() => contract.refetch()} />
        </>
      }
    >
      <Flex vertical gap="middle">
        <Card title={T.summary} size="small">
          <ContractSummary contract={k} today={today} currency={store?.currency} />
        </Card>
        <Card
          title={T.items}
          size="small"
          extra={mayEditItems && <AddItemButton contract={k} onReload={() => contract.refetch()} />}
        >
          <ContractItems
            items={k.variant.applicable_to}
            editing={mayEditItems ? { contract: k, onReload: () => contract.refetch() } : undefined}
          />
        </Card>
        <Card title={T.addresses} size="small">
          <ContractAddresses addresses={k.addresses} />
        </Card>
        {k.questions.length > 0 && (
          <Card title={T.answers} size="small">
            <Descriptions column={1} size="small">
              {k.questions.map((q) => (
                <Descriptions.Item key={q.name} label={q.name}>
                  {Array.isArray(q.value) ? q.value.join(', ') : String(q.value ?? T.none)}
                </Descriptions.Item>
              ))}
            </Descriptions>
          </Card>
        )}
        {hasPermission(role, 'list_payment') && (
          <ContractPayments
            contractId={k._id}
            mayCreate={hasPermission(role, 'create_payment')}
            currency={store?.currency}
          />
        )}
        <ContractSyncLog log={k.sync_log} tz={store?.store_timezone} />
      </Flex>
      <EditSummaryModal {...modal} open={editing === 'summary'} />
      <ApprovalModal {...modal} open={editing === 'approval'} />
      <EditPaymentModal {...modal} open={editing === 'payment'} />
    </PageLayout>
  );
}
