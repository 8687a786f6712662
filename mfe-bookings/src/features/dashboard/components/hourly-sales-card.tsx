import { Card, Typography } from 'antd';
import type { DashboardData } from '@storedesk/shared';
import { DASHBOARD_TEXTS as T } from '../dashboard-texts';
import { hourlySeries } from '../dashboard-view-model';
import { HourlySalesChart } from './lazy-charts';

export interface HourlySalesCardProps {
  data: DashboardData;
  currency?: string;
}

/** Sales per hour, stacked by channel (web, in-store POS, mobile app, customer support), 05AM to 10PM. */
export function HourlySalesCard({ data, currency }: HourlySalesCardProps) {
  return (
    <Card
      title={T.hourlySales}
      extra={<Typography.Text type="secondary">{T.hourlySalesHint}</Typography.Text>}
    >
      <HourlySalesChart points={hourlySeries(data)} currency={currency} />
    </Card>
  );
}
