import { Button, Flex, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, REPORT_MAX_RANGE_DAYS } from '@storedesk/shared';
import { StoreDatePicker } from '@storedesk/shared/ui';
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
}

/** From and to pickers (DD/MM/YYYY) and the Generate button; the server checks the same rules again. */
export function ReportRangeForm({ initial, isDisabledDay, pending, onGenerate }: ReportRangeFormProps) {
  const [form] = Form.useForm<ReportRange>();
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={initial}
      onFinish={(values) => onGenerate(values)}
      aria-label="Report period"
    >
      <Form.Item name="from" label={T.fromDate} rules={[{ required: true, message: T.fromRequired }]}>
        <StoreDatePicker
          aria-label={T.fromDate}
          format={DATE_FORMAT}
          disabledDate={isDisabledDay}
          allowClear={false}
        />
      </Form.Item>
      <Form.Item
        name="to"
        label={T.toDate}
        dependencies={['from']}
        rules={[
          { required: true, message: T.toRequired },
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
          aria-label={T.toDate}
          format={DATE_FORMAT}
          disabledDate={isDisabledDay}
          allowClear={false}
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
