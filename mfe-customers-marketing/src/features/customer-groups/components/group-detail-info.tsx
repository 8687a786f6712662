import { Descriptions, Image } from 'antd';
import { formatDate, formatMoney, type CustomerGroupRow } from '@storedesk/shared';
import { GROUP_TEXTS as T } from '../customer-groups-texts';
import { CONDITION_KEYS } from '../form/group-form-values';

export interface GroupDetailInfoProps {
  group: CustomerGroupRow;
  timeZone?: string | null;
  currency?: string | null;
}

type ConditionKey = (typeof CONDITION_KEYS)[number];

/** A rule as people read it: "at least ₹10,000.00", "at least 3 bookings" (issue 11: not a bare number). */
export function conditionText(key: ConditionKey, value: string, currency?: string | null): string {
  if (key === 'customer_order_count') return T.atLeastBookings(Number(value));
  return T.atLeast(formatMoney(value, currency));
}

/** The group's fields, read only; an automated group shows its chosen conditions. */
export function GroupDetailInfo({ group, timeZone, currency }: GroupDetailInfoProps) {
  const chosen = CONDITION_KEYS.filter((key) => group.condition[key] !== '');
  const items = [
    { key: 'name', label: T.form.name, children: group.name },
    { key: 'type', label: T.form.type, children: T.types[group.type] },
    { key: 'members', label: T.columns.members, children: group.member_count },
    { key: 'created', label: T.columns.createdDate, children: formatDate(group.createdAt, timeZone) },
    ...(group.type === 'AUTOMATED'
      ? chosen.map((key) => ({
          key,
          label: T.conditions[key],
          children: conditionText(key, group.condition[key], currency),
        }))
      : []),
    ...(group.image
      ? [
          {
            key: 'image',
            label: T.form.image,
            children: <Image src={group.image} alt={T.form.image} width={100} height={100} />,
          },
        ]
      : []),
  ];
  return <Descriptions bordered column={1} size="small" items={items} />;
}
