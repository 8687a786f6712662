import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, hasPermission, useSession, type Permission } from '@storedesk/shared';
import { PageLayout, PageLoading, PageNotFound, isNotFound, useBackTo } from '@storedesk/shared/ui';
import { customerName } from '../shared/components/customer-display';
import { useCustomer } from './api/get-customer';
import { CustomerInfo } from './components/customer-info';
import { CUSTOMER_DETAIL_TEXTS as T } from './customer-detail-texts';
import { CartSection } from './sections/cart-section';
import { ContractsSection } from './sections/contracts-section';
import { OrdersSection } from './sections/orders-section';
import { PaymentsSection } from './sections/payments-section';
import { customerDetailUrls } from './urls';

/**
 * /customers/detail?customer_id=: the customer's information, then its bookings, payment requests and contracts
 * (each paged on its own), the abandoned cart modal and the edit button. Each part shows only with the permission
 * its call needs, so a role never sees a list the server would refuse.
 */
export default function CustomerDetailContainer() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const customerId = params.get('customer_id') ?? '';
  const store = useSession((state) => state.store);
  const role = useSession((state) => state.employee?.employee_type);
  const customer = useCustomer(customerId);
  const can = (permission: Permission) => hasPermission(role, permission);
  const listPage = useBackTo('/customers');
  const back = { to: listPage, label: T.backToList };
  const backToList = (
    <Button key="back" onClick={() => navigate(back.to)}>
      {T.backToList}
    </Button>
  );

  if (!customerId)
    return (
      <PageLayout title={T.title} back={back}>
        <Result status="warning" title={T.missingId} extra={backToList} />
      </PageLayout>
    );
  if (customer.isLoading) return <PageLoading title={T.title} back={back} />;
  if (isNotFound(customer.error)) return <PageNotFound title={T.title} back={back} message={T.notFound} />;
  if (customer.error || !customer.data) {
    const error = customer.error;
    return (
      <PageLayout title={T.title} back={back}>
        <Result
          status="error"
          title={error instanceof ApiError ? error.title : T.loadFailed}
          subTitle={error?.message}
          extra={backToList}
        />
      </PageLayout>
    );
  }

  const data = customer.data;
  const name = customerName(data);
  return (
    <PageLayout
      title={`${T.title}: ${name}`}
      extra={
        <>
          {can('list_abandoned_cart') && (
            <CartSection
              customerId={data._id}
              customerName={name}
              canDelete={can('delete_abandoned_cart')}
              canConvert={can('create_order')}
              timeZone={store?.store_timezone}
              currency={store?.currency}
            />
          )}
          {can('edit_customer') && (
            <Button
              type="primary"
              onClick={() => navigate(customerDetailUrls.edit(data._id), { state: { from: listPage } })}
            >
              {T.edit}
            </Button>
          )}
        </>
      }
    >
      <CustomerInfo customer={data} timeZone={store?.store_timezone} currency={store?.currency} />
      {can('list_order') && <OrdersSection customerId={data._id} />}
      {can('list_payment') && <PaymentsSection customerId={data._id} />}
      {can('list_customer_subscription') && <ContractsSection customerId={data._id} />}
    </PageLayout>
  );
}
