import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Progress, Radio, Segmented, Typography } from 'antd';
// One file per icon (the barrel is a shared singleton and would bring every icon).
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { StoreDatePicker, PageLayout } from '@storedesk/shared/ui';
import dayjs from 'dayjs';
import {
  ApiError,
  DATE_FORMAT,
  toApiDate,
  todayInZone,
  useErrorToast,
  useSession,
  type DateType,
  type DaywiseRow,
} from '@storedesk/shared';
import { useDaywise } from './api/get-daywise';
import { DaywiseTable } from './components/daywise-table';
import { DaywisePrintTable } from './components/daywise-print-table';
import { PrintArea } from '../shared/components/print-area';
import { formatSlot } from '../shared/components/order-display';
import { DAYWISE_TEXTS as T } from './daywise-texts';

const ALL = 'ALL';

/** /orders/daywise/view: one day's bookings (default: deliveries of today in the store's zone), its slots, print. */
export default function DaywiseContainer() {
  const store = useSession((state) => state.store);
  const [dateType, setDateType] = useState<DateType>('DELIVERY_DATE');
  const [day, setDay] = useState<dayjs.Dayjs>(() => todayInZone(store?.store_timezone));
  const [slot, setSlot] = useState<string>(ALL);
  const [printing, setPrinting] = useState(false);
  const apiDate = toApiDate(day, 'YYYY-MM-DD');
  const query = useDaywise(apiDate, dateType);
  useErrorToast(query.error, query.errorUpdatedAt);

  const pages = query.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.data) ?? [], [pages]);
  const total = pages?.[0]?.total ?? 0;
  const slotDay = pages?.[0]?.delivery_slots;
  const slots = slotDay?.is_active ? slotDay.slots : [];
  const shown = useMemo(
    () => (slot === ALL ? rows : rows.filter((row: DaywiseRow) => row.start_time === slot)),
    [rows, slot],
  );
  const counts = useMemo(() => {
    const byStart = new Map<string, number>();
    for (const row of rows)
      if (row.start_time) byStart.set(row.start_time, (byStart.get(row.start_time) ?? 0) + 1);
    return byStart;
  }, [rows]);
  const stopPrinting = useCallback(() => setPrinting(false), []);
  const loading = query.isPending;
  const done = !query.hasNextPage && !query.isFetching;

  return (
    <PageLayout
      title={T.title}
      extra={
        <>
          <Segmented<DateType>
            aria-label={T.dateType}
            value={dateType}
            onChange={(next) => {
              setDateType(next);
              setSlot(ALL);
            }}
            options={[
              { value: 'DELIVERY_DATE', label: T.dateTypes.DELIVERY_DATE },
              { value: 'ORDER_DATE', label: T.dateTypes.ORDER_DATE },
            ]}
          />
          <Button
            aria-label={T.previousDay}
            icon={<LeftOutlined />}
            onClick={() => {
              setDay(day.subtract(1, 'day'));
              setSlot(ALL);
            }}
          />
          <StoreDatePicker
            aria-label={T.date}
            format={DATE_FORMAT}
            allowClear={false}
            value={day}
            onChange={(next) => {
              if (next) {
                setDay(next);
                setSlot(ALL);
              }
            }}
          />
          <Button
            aria-label={T.nextDay}
            icon={<RightOutlined />}
            onClick={() => {
              setDay(day.add(1, 'day'));
              setSlot(ALL);
            }}
          />
          <Button onClick={() => setPrinting(true)} disabled={rows.length === 0}>
            {T.print}
          </Button>
        </>
      }
    >
      {query.isError && (
        <Alert
          type="error"
          showIcon
          title={query.error instanceof ApiError ? query.error.title : T.title}
          description={query.error.message}
        />
      )}
      {!loading && total > 0 && (
        <div>
          <Typography.Text role="status">{T.progress(rows.length, total)}</Typography.Text>
          <Progress
            aria-label={T.progress(rows.length, total)}
            percent={Math.round((rows.length / total) * 100)}
            status={done ? 'success' : 'active'}
            size="small"
          />
        </div>
      )}
      {!loading &&
        (slots.length > 0 ? (
          // Radio buttons rather than a Segmented control: a busy day's slots wrap onto a second line instead of
          // making the page scroll sideways.
          <Radio.Group
            aria-label={T.slots}
            value={slot}
            onChange={(event) => setSlot(event.target.value as string)}
            optionType="button"
            buttonStyle="solid"
            style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
            options={[
              { value: ALL, label: `${T.allSlots} (${rows.length})` },
              ...slots.map((s) => ({
                value: s.start_time,
                label: `${formatSlot(s.start_time, s.end_time)} (${counts.get(s.start_time) ?? 0})`,
              })),
            ]}
          />
        ) : (
          dateType === 'DELIVERY_DATE' && <Typography.Text type="secondary">{T.noSlots}</Typography.Text>
        ))}
      <DaywiseTable rows={shown} loading={loading} currency={store?.currency} />
      {printing && (
        <PrintArea
          title={T.sheetTitle(store?.name ?? '', T.dateTypes[dateType], day.format(DATE_FORMAT))}
          onDone={stopPrinting}
        >
          <DaywisePrintTable rows={shown} currency={store?.currency} />
        </PrintArea>
      )}
    </PageLayout>
  );
}
