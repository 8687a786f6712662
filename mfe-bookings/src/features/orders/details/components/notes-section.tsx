import { useState } from 'react';
import { Button, Input, Space, Tag } from 'antd';
import { useSubmit, type Order } from '@storedesk/shared';
import { formatDateTime } from '../../../shared/components/order-display';
import { DETAILS_TEXTS as T } from '../order-details-texts';

/** Notes with their author (employee or customer), and a box to add one. */
export function NotesSection({
  order,
  timeZone,
  disabled,
  saving,
  onAdd,
}: {
  order: Order;
  timeZone?: string | null;
  disabled: boolean;
  saving: boolean;
  onAdd: (note: string) => Promise<unknown>;
}) {
  const [note, setNote] = useState('');
  const add = useSubmit(onAdd, { afterSuccess: 'stay', onSuccess: () => setNote('') });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {order.customer_notes.length === 0 ? (
        <span>{T.noNotes}</span>
      ) : (
        <ul aria-label={T.notes} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {order.customer_notes.map((n) => (
            <li key={n._id} style={{ padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <div>{n.note}</div>
              <small>
                <Tag>{n.created_by_type === 'EMPLOYEE' ? T.byEmployee : T.byCustomer}</Tag>
                {n.created_by_name} · {formatDateTime(n.createdAt, timeZone)}
              </small>
            </li>
          ))}
        </ul>
      )}
      <Input.TextArea
        aria-label={T.notePlaceholder}
        placeholder={T.notePlaceholder}
        value={note}
        disabled={disabled}
        maxLength={2000}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button
        disabled={disabled || !note.trim()}
        loading={saving || add.busy}
        onClick={() => void add.run(note.trim())}
      >
        {T.addNote}
      </Button>
    </Space>
  );
}
