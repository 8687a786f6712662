import { Alert, Form, Select } from 'antd';
import { SERVICE_REQUEST_MESSAGES as M, toast, type ContractDetails } from '@storedesk/shared';
import {
  AppModal,
  RequestFieldItems,
  REQUEST_FIELD_TEXTS,
  SlotRadioGroup,
  StoreDatePicker,
} from '@storedesk/shared/ui';
import { ContractPaymentFields } from '../new/components/contract-payment-fields';
import { REQUEST_SERVICE_TEXTS as T } from './request-service-texts';
import { requestServiceProblem, type RequestServiceValues } from './request-service-values';
import { ServiceItemChoice } from './service-item-choice';
import { useRequestContext } from './use-request-context';
import { useRequestServiceSubmit } from './use-request-service-submit';

export interface RequestServiceModalProps {
  contract: ContractDetails;
  open: boolean;
  /** The store's today, YYYY-MM-DD. */
  today: string;
  onClose: () => void;
  /** Fetches the contract again (its visits moved under the screen). */
  onReload: () => unknown;
}

/**
 * The service request form (spec 2 §2 "Request new service"): one of the contract's services with visits left, its
 * variant when the contract left it open, a day from today, a slot of that weekday, the service's request fields
 * and the payment. One request per action through the kit's submit; the kit's modal keeps Request in view.
 */
export function RequestServiceModal({ contract, open, today, onClose, onReload }: RequestServiceModalProps) {
  const [form] = Form.useForm<RequestServiceValues>();
  const items = contract.variant.applicable_to;
  const itemId = Form.useWatch('item_id', form);
  const variantId = Form.useWatch('variant_id', form);
  const date = Form.useWatch('date', form);
  const methodCode = Form.useWatch('payment_method', form);
  const { ctx, item, variants, methods } = useRequestContext({
    contract,
    open,
    today,
    itemId,
    variantId,
    date,
  });
  const submit = useRequestServiceSubmit({ contractId: contract._id, open, ctx, onClose, onReload });

  const finish = (values: RequestServiceValues) => {
    const problem = requestServiceProblem(values, ctx);
    if (problem) return toast.error(M.missingTitle, problem);
    void submit.run(values);
  };

  const changed = (change: Partial<RequestServiceValues>) => {
    // Another service or day: its variant, slot and answers no longer apply.
    if ('item_id' in change) form.setFieldsValue({ variant_id: null, slot: undefined, request_fields: {} });
    if ('date' in change) form.setFieldsValue({ slot: undefined });
    if ('payment_method' in change) {
      const method = methods.data?.find((m) => m.code === change.payment_method);
      form.setFieldsValue({ is_paid: method ? !method.request_customer_payment : false });
    }
  };

  return (
    <AppModal
      open={open}
      form={form}
      title={T.title}
      okText={T.submit}
      cancelText={T.cancel}
      confirmLoading={submit.busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={620}
    >
      <Form<RequestServiceValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ item_id: items.find((i) => i.available_quantity > 0)?._id, is_paid: false }}
        onValuesChange={changed}
        onFinish={finish}
        onFinishFailed={({ errorFields }) => {
          if (errorFields.some((e) => e.errors.includes(REQUEST_FIELD_TEXTS.mandatory)))
            toast.error(M.missingTitle, REQUEST_FIELD_TEXTS.mandatory);
        }}
      >
        {!items.some((i) => i.available_quantity > 0) && (
          <Alert type="warning" showIcon title={M.noVisitsLeft} style={{ marginBottom: 16 }} />
        )}
        <Form.Item name="item_id" label={T.item}>
          <ServiceItemChoice items={items} />
        </Form.Item>
        {item && !item.selected_product_variant_id && (variants.data?.length ?? 0) > 0 && (
          <Form.Item name="variant_id" label={T.variant}>
            <Select
              allowClear
              aria-label={T.variant}
              options={variants.data!.map((v) => ({ value: v._id, label: v.name }))}
            />
          </Form.Item>
        )}
        <Form.Item name="date" label={T.date}>
          <StoreDatePicker
            aria-label={T.date}
            format="DD/MM/YYYY"
            disabledDate={(day) => day.isBefore(ctx.today, 'day')}
            style={{ width: '100%' }}
          />
        </Form.Item>
        {date && ctx.slots.length > 0 && (
          <Form.Item name="slot" label={T.slot}>
            <SlotRadioGroup aria-label={T.slot} slots={ctx.slots} />
          </Form.Item>
        )}
        {date && ctx.slots.length === 0 && (
          <Alert type="info" showIcon title={T.noSlots} style={{ marginBottom: 16 }} />
        )}
        {ctx.fields.length > 0 && <RequestFieldItems fields={ctx.fields} name="request_fields" />}
        <ContractPaymentFields
          methods={methods.data ?? []}
          loading={methods.isLoading}
          paidLocked={Boolean(methods.data?.find((m) => m.code === methodCode)?.request_customer_payment)}
        />
      </Form>
    </AppModal>
  );
}
