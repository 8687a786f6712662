import { useRef, type ComponentRef, type KeyboardEvent } from 'react';
import { Button, Flex, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT, REPORT_MAX_RANGE_DAYS } from '@storedesk/shared';
import { StoreDatePicker, typedDateProblem } from '@storedesk/shared/ui';
import { REPORTS_TEXTS as T } from '../reports-texts';

export interface ReportRange {
  from: Dayjs;
  to: Dayjs;
}

export interface ReportRangeFormProps {
  initial: ReportRange;
  /** True for days after today in the store's time zone (spec 1 §2.4: no future dates). */
  isDisabledDay: (day: Dayjs) => boolean;
  pending: boolean;
  onGenerate: (range: ReportRange) => void;
  /** Any change of the period: what was downloaded before no longer matches the fields. */
  onRangeChange?: () => void;
}

type Field = keyof ReportRange;

/**
 * From and to pickers (DD/MM/YYYY) and the Generate button; the server checks the same rules again.
 * Every download goes through the form's validation. Enter in a date field first takes the typed date (the
 * picker alone would commit it only after the browser had already submitted the form with the old one), then
 * submits (Enter in From moves on to To instead, asking for it when empty). A typed text that is not a usable
 * date (a typo, a day after today) submits nothing and the field says why, until a day is picked.
 */
export function ReportRangeForm({
  initial,
  isDisabledDay,
  pending,
  onGenerate,
  onRangeChange,
}: ReportRangeFormProps) {
  const [form] = Form.useForm<ReportRange>();
  const toPicker = useRef<ComponentRef<typeof StoreDatePicker>>(null);
  // Why the text typed in a field was not taken; the field's own rule shows it, so Generate refuses too.
  const typedProblems = useRef<Partial<Record<Field, string>>>({});
  const typedRule = (field: Field) => ({
    validator: async () => {
      const problem = typedProblems.current[field];
      if (problem) throw new Error(problem);
    },
  });
  const showTyped = (field: Field, text: string) => {
    const problem = typedDateProblem(text, isDisabledDay) ?? undefined;
    if (problem === typedProblems.current[field]) return problem;
    typedProblems.current[field] = problem;
    void form.validateFields([field]).catch(() => undefined);
    return problem;
  };
  const picked = (field: Field) => () => {
    typedProblems.current[field] = undefined;
  };
  const leave = (field: Field) => (event: { target: EventTarget }) => {
    const text = (event.target as HTMLInputElement).value ?? '';
    // The picker puts its day back after a refused text: that is not a new choice, so the words stay until one.
    const shown = (form.getFieldValue(field) as Dayjs | undefined)?.format(DATE_FORMAT);
    if (typedProblems.current[field] && text === shown) return;
    showTyped(field, text);
  };

  const enterIn = (field: Field) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return;
    // No implicit submission: the browser's own submit would carry the value from before the typing.
    event.preventDefault();
    const text = (event.target as HTMLInputElement).value;
    if (showTyped(field, text)) return;
    const typed = dayjs(text, DATE_FORMAT, true);
    if (typed.isValid() && !typed.isSame(form.getFieldValue(field) as Dayjs | undefined, 'day')) {
      form.setFieldValue(field, typed);
      onRangeChange?.();
    }
    if (!typed.isValid()) form.setFieldValue(field, undefined);
    // Enter in From goes on to To, as a person filling the period expects, and never downloads: the period is
    // not finished yet. With To empty the field asks for it.
    if (field === 'from') {
      toPicker.current?.focus();
      const toText = toPicker.current?.nativeElement?.querySelector('input')?.value ?? '';
      if (!toText.trim()) form.setFieldValue('to', undefined);
      if (!form.getFieldValue('to')) void form.validateFields(['to']).catch(() => undefined);
      return;
    }
    // After the picker has committed the same date (it does so once this key event is over): a value arriving
    // during validation would cancel it.
    setTimeout(() => form.submit(), 0);
  };

  return (
    <Form
      form={form}
      layout="inline"
      initialValues={initial}
      onFinish={(values) => onGenerate(values)}
      onValuesChange={() => onRangeChange?.()}
      aria-label="Report period"
    >
      <Form.Item
        name="from"
        label={T.fromDate}
        rules={[{ required: true, message: T.fromRequired }, typedRule('from')]}
      >
        <StoreDatePicker
          aria-label={T.fromDate}
          format={DATE_FORMAT}
          disabledDate={isDisabledDay}
          allowClear={false}
          onKeyDown={enterIn('from')}
          onBlur={leave('from')}
          onChange={picked('from')}
        />
      </Form.Item>
      <Form.Item
        name="to"
        label={T.toDate}
        dependencies={['from']}
        rules={[
          { required: true, message: T.toRequired },
          typedRule('to'),
          ({ getFieldValue }) => ({
            validator: async (_, to: Dayjs | undefined) => {
              const from = getFieldValue('from') as Dayjs | undefined;
              if (!from || !to) return;
              if (to.isBefore(from, 'day')) throw new Error(T.toBeforeFrom);
              if (to.diff(from, 'day') + 1 > REPORT_MAX_RANGE_DAYS) throw new Error(T.rangeTooLong);
            },
          }),
        ]}
      >
        <StoreDatePicker
          ref={toPicker}
          aria-label={T.toDate}
          format={DATE_FORMAT}
          disabledDate={isDisabledDay}
          allowClear={false}
          onKeyDown={enterIn('to')}
          onBlur={leave('to')}
          onChange={picked('to')}
        />
      </Form.Item>
      <Form.Item>
        <Flex>
          <Button type="primary" htmlType="submit" loading={pending}>
            {T.generate}
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
