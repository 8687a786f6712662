import { useMemo, useState } from 'react';
import { Button, Card, Col, Form, Input, Row, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import {
  CONTRACT_CREATE_MESSAGES as M,
  earliestContractStart,
  toast,
  todayInZone,
  usePaymentMethods,
  useSession,
  useSubmit,
} from '@storedesk/shared';
import {
  CustomerAddressPicker,
  CustomerSearchSelect,
  MapPicker,
  PageLayout,
  useUnsavedChangesPrompt,
} from '@storedesk/shared/ui';
import { useBillingPeriods } from '../../shared/api/list-billing-periods';
import { usePlans } from '../../shared/api/list-plans';
import { useCreateContract } from '../api/create-contract';
import { contractUrls } from '../urls';
import { ContractDatesFields } from './components/contract-dates-fields';
import { ContractItemsEditor } from './components/contract-items-editor';
import { ContractPaymentFields } from './components/contract-payment-fields';
import { ContractTermsFields } from './components/contract-terms-fields';
import { newContractProblem, toNewContractInput } from './new-contract-checks';
import { NEW_CONTRACT_TEXTS as T } from './new-contract-texts';
import {
  CONTRACT_CUSTOMER_SEARCH_MIN,
  EMPTY_NEW_CONTRACT,
  afterPeriodChosen,
  afterPlanChosen,
  afterStartChanged,
  afterVariantChosen,
  chosenTerms,
  type NewContractValues,
} from './new-contract-values';
import { showCreateError } from './show-create-error';
import { useChosenCustomer } from './use-chosen-customer';

/**
 * /subscriptions/new: sells a customer contract (spec 2 §2, §4, §5). Customer and one of their addresses, an active
 * master contract, its variant and billing period (which set the price and the dates), the variant's services
 * with units per visit, and payment. One contract per form, whatever the clicks; then its details.
 */
export default function NewContractContainer() {
  const store = useSession((state) => state.store);
  const navigate = useNavigate();
  const [form] = Form.useForm<NewContractValues>();
  const plans = usePlans();
  const periods = useBillingPeriods();
  const methods = usePaymentMethods();
  const createContract = useCreateContract();
  const { customer, choose, setCustomer } = useChosenCustomer();
  const [dirty, setDirty] = useState(false);
  const { release } = useUnsavedChangesPrompt(dirty);

  const values = Form.useWatch([], form) ?? EMPTY_NEW_CONTRACT;
  const activePlans = useMemo(() => (plans.data?.data ?? []).filter((p) => p.is_active), [plans.data]);
  const chosen = chosenTerms(activePlans, values);
  const today = todayInZone(store?.store_timezone).startOf('day');
  const earliestStart = dayjs(earliestContractStart(today.format('YYYY-MM-DD')));
  const paidLocked = Boolean(
    methods.data?.find((m) => m.code === values.payment_method)?.request_customer_payment,
  );

  const onValuesChange = (changed: NewContractValues, all: NewContractValues) => {
    setDirty(true);
    if ('customer' in changed) {
      form.setFieldsValue({ address_id: null });
      void choose(changed.customer?.value ?? null);
    }
    const terms = chosenTerms(activePlans, all);
    if ('subscription_id' in changed) form.setFieldsValue(afterPlanChosen());
    if ('variant_id' in changed) form.setFieldsValue(afterVariantChosen(terms.variant));
    if ('billing_period_id' in changed) form.setFieldsValue(afterPeriodChosen(terms.period, today));
    if ('start_date' in changed) form.setFieldsValue(afterStartChanged(changed.start_date, terms.period));
    if ('payment_method' in changed) {
      // Spec 2 §4: request_customer_payment forces unpaid; any other method marks the contract paid.
      const method = methods.data?.find((m) => m.code === changed.payment_method);
      form.setFieldsValue({ is_paid: method ? !method.request_customer_payment : false });
    }
  };

  // One contract per form: from the first click or Enter until the page is left, nothing more is sent.
  const create = useSubmit(
    (checked: NewContractValues, key: string) =>
      createContract.mutateAsync({ subscription: toNewContractInput(checked), idempotency_key: key }),
    {
      afterSuccess: 'leave',
      onSuccess: (reply) => {
        toast.success(M.createdTitle, M.created);
        release();
        navigate(contractUrls.details(reply.data._id));
      },
      onError: showCreateError,
    },
  );

  const submit = () => {
    const all = form.getFieldsValue(true) as NewContractValues;
    const problem = newContractProblem(all, today);
    if (problem) return toast.error(M.missingTitle, problem);
    void create.run(all);
  };

  return (
    <PageLayout title={T.title} back={{ to: contractUrls.list(), label: T.back }}>
      <Form<NewContractValues>
        form={form}
        layout="vertical"
        initialValues={EMPTY_NEW_CONTRACT}
        onValuesChange={onValuesChange}
        onFinish={submit}
        aria-label={T.title}
        style={{ maxWidth: 1100 }}
      >
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Card size="small" title={T.customer} style={{ marginBottom: 16 }}>
              <Form.Item name="customer" label={T.customer} extra={T.customerHint}>
                <CustomerSearchSelect minLength={CONTRACT_CUSTOMER_SEARCH_MIN} ariaLabel={T.customer} />
              </Form.Item>
              <Form.Item name="address_id" hidden>
                <Input />
              </Form.Item>
              <Form.Item label={T.address}>
                <CustomerAddressPicker
                  label={T.address}
                  customer={customer}
                  selectedId={values.address_id ?? null}
                  onSelect={(address) => {
                    setDirty(true);
                    form.setFieldsValue({ address_id: address._id });
                  }}
                  onCustomerUpdated={setCustomer}
                  mapPicker={MapPicker}
                />
              </Form.Item>
            </Card>
            <Card size="small" title={T.items} style={{ marginBottom: 16 }}>
              <Form.Item name="items" noStyle>
                <ContractItemsEditor />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={T.plan} style={{ marginBottom: 16 }}>
              <ContractTermsFields
                plans={activePlans}
                plansLoading={plans.isLoading}
                periods={periods.data ?? []}
                chosen={chosen}
                currency={store?.currency}
              />
              <ContractDatesFields earliestStart={earliestStart} start={values.start_date} />
              <ContractPaymentFields
                methods={methods.data ?? []}
                loading={methods.isLoading}
                paidLocked={paidLocked}
              />
            </Card>
          </Col>
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={create.busy}>
            {T.submit}
          </Button>
          <Button onClick={() => navigate(contractUrls.list())}>{T.cancel}</Button>
        </Space>
      </Form>
    </PageLayout>
  );
}
