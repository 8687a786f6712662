import { Radio, Space, Tag, Typography } from 'antd';
import type { ContractItem } from '@storedesk/shared';
import { CONTRACT_DETAIL_TEXTS as D } from '../contract-texts';
import { REQUEST_SERVICE_TEXTS as T } from './request-service-texts';

/** The contract's services as choices, each with its visits left; one with none left cannot be chosen. */
export function ServiceItemChoice({ items, ...control }: { items: ContractItem[] }) {
  return (
    <Radio.Group aria-label={T.item} {...control}>
      <Space orientation="vertical">
        {items.map((item) => (
          <Radio key={item._id} value={item._id} disabled={item.available_quantity < 1}>
            {item.product_name ?? <Typography.Text type="secondary">{D.serviceGone}</Typography.Text>}
            {item.variant_name && ` · ${item.variant_name}`}{' '}
            <Tag color={item.available_quantity > 0 ? 'green' : 'default'}>
              {T.left(item.available_quantity)}
            </Tag>
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}
