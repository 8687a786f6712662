import { useState } from 'react';
import { Button, Select, Space } from 'antd';
import { useSubmit, type Order } from '@storedesk/shared';
import { DETAILS_TEXTS as T } from '../order-details-texts';

export function TagsSection({
  order,
  disabled,
  saving,
  onSave,
}: {
  order: Order;
  disabled: boolean;
  saving: boolean;
  onSave: (tags: string[]) => Promise<unknown>;
}) {
  const [tags, setTags] = useState<string[] | null>(null);
  const value = tags ?? order.order_tags;
  const save = useSubmit(onSave, { afterSuccess: 'stay' });
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        mode="tags"
        aria-label={T.tags}
        style={{ width: '100%' }}
        value={value}
        disabled={disabled}
        onChange={setTags}
        open={false}
      />
      <Button
        disabled={disabled || tags === null}
        loading={saving || save.busy}
        onClick={() => void save.run(value)}
      >
        {T.saveTags}
      </Button>
    </Space.Compact>
  );
}
