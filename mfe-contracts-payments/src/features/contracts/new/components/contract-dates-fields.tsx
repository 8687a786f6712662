import { Col, Form, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT } from '@storedesk/shared';
import { StoreDatePicker } from '@storedesk/shared/ui';
import { NEW_CONTRACT_TEXTS as T } from '../new-contract-texts';

export interface ContractDatesFieldsProps {
  /** A year before the store's today (earliestContractStart): earlier starts are off. */
  earliestStart: Dayjs;
  start?: Dayjs | null;
}

/** Start and end, shown DD/MM/YYYY: no start earlier than a year ago, no end on or before the start. */
export function ContractDatesFields({ earliestStart, start }: ContractDatesFieldsProps) {
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Form.Item name="start_date" label={T.start}>
          <StoreDatePicker
            format={DATE_FORMAT}
            aria-label={T.start}
            style={{ width: '100%' }}
            disabledDate={(day) => day.isBefore(earliestStart, 'day')}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="end_date" label={T.end}>
          <StoreDatePicker
            format={DATE_FORMAT}
            aria-label={T.end}
            style={{ width: '100%' }}
            disabledDate={(day) => Boolean(start) && !day.isAfter(start, 'day')}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
