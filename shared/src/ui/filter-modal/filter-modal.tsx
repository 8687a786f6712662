import { useEffect, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Form, type FormInstance } from 'antd';
import { AppModal } from '../modal/app-modal';
import { FILTER_TEXTS } from './filter-texts';

export interface FilterModalProps<T, F extends object> {
  open: boolean;
  /** The filter in force; the form starts from it every time the modal opens. */
  value: T;
  /** Stored filter -> form values (e.g. date strings -> dayjs); identity when absent. */
  toForm?: (value: T) => F;
  /** Form values -> stored filter; identity when absent. */
  fromForm?: (values: F) => T;
  onApply: (next: T) => void;
  onReset: () => void;
  onClose: () => void;
  title?: string;
  width?: number;
  /**
   * Enter in a text or date field applies the filter (on by default). Not in a select, where Enter picks an
   * option, nor in a text area.
   */
  enterSubmits?: boolean;
  /** Form.Items; a function gets the form, for fields that depend on others (custom date ranges). */
  children: ReactNode | ((form: FormInstance<F>) => ReactNode);
}

/**
 * The filter modal every list uses: a vertical antd Form over the filter in force. Apply hands the new filter
 * to the list (which remembers it); Reset clears it. The list owns storage, this owns only the editing.
 */
export function FilterModal<T, F extends object>({
  open,
  value,
  toForm,
  fromForm,
  onApply,
  onReset,
  onClose,
  title = FILTER_TEXTS.title,
  width = 640,
  enterSubmits = true,
  children,
}: FilterModalProps<T, F>) {
  const [form] = Form.useForm<F>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue((toForm ? toForm(value) : value) as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, value, toForm, form]);

  const apply = (values: F) => {
    onApply(fromForm ? fromForm(values) : (values as unknown as T));
    onClose();
  };

  const submitOnEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (!enterSubmits || event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (target.tagName !== 'INPUT' || target.getAttribute('role') === 'combobox') return;
    event.preventDefault();
    // After a date picker has taken the typed date (it does so once this key event is over).
    setTimeout(() => form.submit(), 0);
  };

  return (
    <AppModal
      open={open}
      title={title}
      width={width}
      form={form}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button
          key="reset"
          onClick={() => {
            form.resetFields();
            onReset();
            onClose();
          }}
        >
          {FILTER_TEXTS.reset}
        </Button>,
        <Button key="cancel" onClick={onClose}>
          {FILTER_TEXTS.cancel}
        </Button>,
        <Button key="apply" type="primary" onClick={() => form.submit()}>
          {FILTER_TEXTS.apply}
        </Button>,
      ]}
    >
      <Form<F> form={form} layout="vertical" onFinish={apply} onKeyDown={submitOnEnter} aria-label={title}>
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </AppModal>
  );
}
