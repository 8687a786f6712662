import { Card, Progress, Table } from 'antd';
import type { DashboardData } from '@storedesk/shared';
import { DASHBOARD_TEXTS as T } from '../dashboard-texts';
import { topProducts } from '../dashboard-view-model';

export interface TopProductsCardProps {
  data: DashboardData;
}

type Row = { rank: number; product: string; count: number };

/** Top services of the day: rank, name, bookings, with a bar relative to the best seller. */
export function TopProductsCard({ data }: TopProductsCardProps) {
  const rows: Row[] = topProducts(data).map((row, index) => ({ rank: index + 1, ...row }));
  const best = rows[0]?.count ?? 0;
  return (
    <Card title={T.topProducts} styles={{ body: { paddingTop: 8 } }} style={{ height: '100%' }}>
      <Table<Row>
        size="small"
        rowKey="product"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: T.noneYet }}
        columns={[
          { title: '#', dataIndex: 'rank', width: 40 },
          { title: 'Service', dataIndex: 'product', ellipsis: true },
          {
            title: 'Bookings',
            dataIndex: 'count',
            width: '40%',
            render: (count: number, row: Row) => (
              <Progress
                aria-label={T.productBookingsLabel(row.product, count)}
                percent={best > 0 ? (count / best) * 100 : 0}
                format={() => count}
                size="small"
                status="normal"
                strokeColor="#1677ff"
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
