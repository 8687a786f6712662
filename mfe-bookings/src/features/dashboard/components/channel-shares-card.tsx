import { Card, Flex, Progress, Typography } from 'antd';
import { formatMoney, type DashboardData } from '@storedesk/shared';
import { DASHBOARD_TEXTS as T } from '../dashboard-texts';
import { channelShares } from '../dashboard-view-model';

export interface ChannelSharesCardProps {
  data: DashboardData;
  currency?: string;
}

/** Each sales channel's share of the day's sales as a bar, with its amount. */
export function ChannelSharesCard({ data, currency }: ChannelSharesCardProps) {
  return (
    <Card title={T.channelShares} style={{ height: '100%' }}>
      <Flex vertical gap={12} role="list" aria-label={T.channelShares}>
        {channelShares(data).map((share) => (
          <div key={share.channel} role="listitem" aria-label={share.label}>
            <Flex justify="space-between">
              <Typography.Text>{share.label}</Typography.Text>
              <Typography.Text type="secondary">{formatMoney(share.sales, currency)}</Typography.Text>
            </Flex>
            <Progress
              aria-label={T.channelShareLabel(share.label)}
              percent={share.percent}
              format={(p) => `${p}%`}
              strokeColor="#1677ff"
            />
          </div>
        ))}
      </Flex>
    </Card>
  );
}
