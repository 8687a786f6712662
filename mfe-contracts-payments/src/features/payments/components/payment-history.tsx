import { Table } from 'antd';
import { formatDate, formatTime, paymentStatusLabel, type PaymentStatusEntry } from '@storedesk/shared';
import { DETAILS_TEXTS as T } from '../payment-texts';

const who = (entry: PaymentStatusEntry) =>
  entry.updated_by_name ?? (entry.source === 'PROVIDER' ? T.provider : T.system);

/** The status history, oldest first: when, who, from, to, and the note (e.g. why it is flagged). */
export function PaymentHistory({
  entries,
  timeZone,
}: {
  entries: PaymentStatusEntry[];
  timeZone?: string | null;
}) {
  return (
    <Table<PaymentStatusEntry>
      aria-label={T.history}
      size="small"
      rowKey={(entry, index) => `${entry.createdAt}-${index}`}
      pagination={false}
      dataSource={entries}
      columns={[
        {
          key: 'when',
          title: T.historyColumns.when,
          render: (_, e) => `${formatDate(e.createdAt, timeZone)} ${formatTime(e.createdAt, timeZone)}`,
        },
        { key: 'who', title: T.historyColumns.who, render: (_, e) => who(e) },
        {
          key: 'from',
          title: T.historyColumns.from,
          render: (_, e) => (e.from_status ? paymentStatusLabel(e.from_status) : T.none),
        },
        { key: 'to', title: T.historyColumns.to, render: (_, e) => paymentStatusLabel(e.status) },
        { key: 'note', title: T.historyColumns.note, render: (_, e) => e.note ?? '' },
      ]}
    />
  );
}
