import { Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT } from '@storedesk/shared';
import { StoreDatePicker } from '@storedesk/shared/ui';
import { DASHBOARD_TEXTS as T } from '../dashboard-texts';

export interface DashboardHeaderProps {
  day: Dayjs;
  onDayChange: (day: Dayjs) => void;
  isDisabledDay: (day: Dayjs) => boolean;
}

/** Title, the shown day in words and the date picker (dd/mm/yyyy) that drives every figure below. */
export function DashboardHeader({ day, onDayChange, isDisabledDay }: DashboardHeaderProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {T.title}
        </Typography.Title>
        <Typography.Text type="secondary">{T.subtitle(day.format(DATE_FORMAT))}</Typography.Text>
      </div>
      <StoreDatePicker
        aria-label={T.datePickerLabel}
        value={day}
        format={DATE_FORMAT}
        allowClear={false}
        disabledDate={isDisabledDay}
        onChange={(next) => next && onDayChange(next)}
      />
    </Flex>
  );
}
