import { Badge, Card, Empty, Flex, Typography } from 'antd';
import type { DashboardData } from '@storedesk/shared';
import { DASHBOARD_TEXTS as T } from '../dashboard-texts';

export interface StatusCountsCardProps {
  data: DashboardData;
}

/** Colours for the common status names; store-defined statuses fall back to grey. */
const STATUS_COLORS: Record<string, string> = {
  completed: '#52c41a',
  delivered: '#52c41a',
  confirmed: '#1677ff',
  accepted: '#1677ff',
  'in progress': '#13c2c2',
  pending: '#faad14',
  placed: '#faad14',
  cancelled: '#f5222d',
  canceled: '#f5222d',
  rejected: '#f5222d',
};

/** Booking counts per status for the day, largest first. */
export function StatusCountsCard({ data }: StatusCountsCardProps) {
  const rows = [...data.stats.order_by_status].sort((a, b) => b.count - a.count);
  return (
    <Card title={T.statusCounts} style={{ height: '100%' }}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noneYet} />
      ) : (
        <Flex vertical gap={10} role="list" aria-label={T.statusCounts}>
          {rows.map((row) => (
            <Flex
              key={row.status}
              justify="space-between"
              align="center"
              role="listitem"
              aria-label={row.status}
            >
              <Badge color={STATUS_COLORS[row.status.toLowerCase()] ?? '#bfbfbf'} text={row.status} />
              <Typography.Text strong>{row.count}</Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
