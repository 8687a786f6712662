import { Alert, Card, Col, Result, Row, Space } from 'antd';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ApiError, hasPermission, useSession, type Permission } from '@storedesk/shared';
import { LockedTooltip, PageLayout, PageLoading, PageNotFound, isNotFound } from '@storedesk/shared/ui';
import { addOrderNote, updateOrderAddress, updateOrderTags, useOrderWrite } from '../api/update-order';
import { AddressSection } from './components/address-section';
import { NotesSection } from './components/notes-section';
import { PaymentsSection } from './components/payments-section';
import { DiscountsSection } from './components/summary-section';
import { TagsSection } from './components/tags-section';
import { OrderActionsBar } from './order-actions-bar';
import { DETAILS_TEXTS as T } from './order-details-texts';
import { isOrderLocked } from './order-lock';
import { OrderServicesCard } from './order-services-card';
import { OrderSummaryCard } from './order-summary-card';
import { useOrderDetailsData } from './use-order-details-data';
import { bookingUrls } from '../urls';

/** /orders/:id: the booking, its edits (each sends the version it read) and its prints. */
export default function OrderDetailsContainer() {
  const { id = '' } = useParams();
  const location = useLocation();
  // Back to the list page and filter the person came from (the list puts its page in the URL).
  const from = (location.state as { from?: unknown } | null)?.from;
  const backTo = typeof from === 'string' && /^\/orders(\?|$)/.test(from) ? from : bookingUrls.list();
  const store = useSession((state) => state.store);
  const role = useSession((state) => state.employee?.employee_type);
  const data = useOrderDetailsData(id);
  const { query, payments } = data;
  const address = useOrderWrite(id, updateOrderAddress, { success: T.addressUpdated, error: T.addressError });
  const notes = useOrderWrite(id, addOrderNote, { success: T.notesUpdated, error: T.notesError });
  const tags = useOrderWrite(id, updateOrderTags, { success: T.tagsUpdated, error: T.tagsError });

  const back = { to: backTo, label: T.back };
  if (query.isPending) return <PageLoading title={T.pageTitle} back={back} />;
  if (query.isError) {
    const error = query.error;
    if (isNotFound(error)) return <PageNotFound title={T.pageTitle} back={back} message={T.notFound} />;
    return (
      <PageLayout title={T.pageTitle} back={back}>
        <Result
          status="error"
          title={error instanceof ApiError ? error.title : T.notFound}
          subTitle={error.message}
        />
      </PageLayout>
    );
  }

  const { data: order, total: totals } = query.data;
  const locked = isOrderLocked(order);
  const blocked = (permission: Permission) => locked || !hasPermission(role, permission);
  const base = { _id: order._id, version: order.version };
  const currency = store?.currency;

  return (
    <PageLayout
      title={T.title(order.order_number)}
      back={back}
      extra={
        <OrderActionsBar
          order={order}
          statuses={data.statuses.data ?? []}
          statusDisabled={blocked('update_order_status')}
          locked={locked}
        />
      }
    >
      {locked && <Alert type="info" showIcon title={T.completedNote} />}
      <LockedTooltip locked={locked} block>
        <OrderSummaryCard
          order={order}
          totals={totals}
          lookups={data}
          canDate={!blocked('update_order_date')}
          canPayment={!blocked('update_order_payment_status')}
        />
      </LockedTooltip>
      <Row gutter={[16, 16]}>
        {/* Full width: the services table (quantity, prices, actions) does not fit beside another card at 1280. */}
        <Col span={24}>
          <LockedTooltip locked={locked} block>
            <OrderServicesCard order={order} currency={currency} disabled={blocked('update_order_items')} />
          </LockedTooltip>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={T.address} size="small">
            <LockedTooltip locked={locked} block>
              <AddressSection
                order={order}
                disabled={blocked('update_order_address')}
                saving={address.isPending}
                onSave={(shipping_address) => address.mutateAsync({ ...base, shipping_address })}
              />
            </LockedTooltip>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={T.notes} size="small">
            <LockedTooltip locked={locked} block>
              <NotesSection
                order={order}
                timeZone={store?.store_timezone}
                disabled={blocked('update_order_notes')}
                saving={notes.isPending}
                onAdd={(note) => notes.mutateAsync({ ...base, note })}
              />
            </LockedTooltip>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Card title={T.tags} size="small">
              <LockedTooltip locked={locked} block>
                <TagsSection
                  key={order.version}
                  order={order}
                  disabled={blocked('update_order_tags')}
                  saving={tags.isPending}
                  onSave={(order_tags) => tags.mutateAsync({ ...base, order_tags })}
                />
              </LockedTooltip>
            </Card>
            <Card title={T.discounts} size="small">
              <DiscountsSection order={order} currency={currency} />
            </Card>
          </Space>
        </Col>
      </Row>
      {payments.isSuccess && (
        <Card
          title={T.paymentRequests}
          size="small"
          extra={
            hasPermission(role, 'create_payment') && (
              <Link to={bookingUrls.newPaymentRequest(order._id)}>{T.newPaymentRequest}</Link>
            )
          }
        >
          <PaymentsSection
            reply={payments.data}
            page={data.paymentsPage}
            onPage={data.setPaymentsPage}
            currency={currency}
          />
        </Card>
      )}
    </PageLayout>
  );
}
