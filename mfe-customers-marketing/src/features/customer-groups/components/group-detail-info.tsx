import { Descriptions, Image } from 'antd';
import { formatDate, type CustomerGroupRow } from '@storedesk/shared';
import { GROUP_TEXTS as T } from '../customer-groups-texts';
import { CONDITION_KEYS } from '../form/group-form-values';

export interface GroupDetailInfoProps {
  group: CustomerGroupRow;
  timeZone?: string | null;
}

/** The group's fields, read only; an automated group shows its chosen conditions. */
export function GroupDetailInfo({ group, timeZone }: GroupDetailInfoProps) {
  const chosen = CONDITION_KEYS.filter((key) => group.condition[key] !== '');
  const items = [
    { key: 'name', label: T.form.name, children: group.name },
    { key: 'type', label: T.form.type, children: T.types[group.type] },
    { key: 'members', label: T.columns.members, children: group.member_count },
    { key: 'created', label: T.columns.createdDate, children: formatDate(group.createdAt, timeZone) },
    ...(group.type === 'AUTOMATED'
      ? chosen.map((key) => ({ key, label: T.conditions[key], children: group.condition[key] }))
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
