import { Col, Row } from 'antd';
import { formatMoney, type DashboardData } from '@storedesk/shared';
import { DASHBOARD_TEXTS as T } from '../dashboard-texts';
import { averageBookingValue, cumulativeSales, hourlyTotals, onlineShare } from '../dashboard-view-model';
import { SparkArea, SparkColumn, SparkLine, SparkRing } from './lazy-charts';
import { StatTile } from './stat-tile';

export interface SummaryTilesProps {
  data: DashboardData;
  currency?: string;
  /** Graphs are left out on a day without bookings: a flat line says nothing. */
  showGraphs: boolean;
}

/** The four tiles: total sales, total bookings, average booking value and online share, each with a small graph. */
export function SummaryTiles({ data, currency, showGraphs }: SummaryTilesProps) {
  const share = onlineShare(data);
  const peak = hourlyTotals(data).reduce((best, row) => (row.sales > best.sales ? row : best), {
    hour: '',
    sales: 0,
  });
  const tiles = [
    {
      title: T.totalSales,
      value: formatMoney(data.stats.total_sales, currency),
      hint: peak.hour ? `Busiest hour ${peak.hour}` : T.noneYet,
      chart: <SparkArea values={hourlyTotals(data).map((row) => row.sales)} color="#1677ff" />,
    },
    {
      title: T.totalBookings,
      value: data.stats.total_orders,
      hint: `${data.stats.order_by_status.length} statuses`,
      chart: <SparkColumn values={data.stats.order_by_status.map((row) => row.count)} color="#13c2c2" />,
    },
    {
      title: T.averageValue,
      value: formatMoney(averageBookingValue(data), currency),
      hint: 'Sales through the day',
      chart: <SparkLine values={cumulativeSales(data).map((row) => row.sales)} color="#722ed1" />,
    },
    {
      title: T.onlineShare,
      value: `${Math.round(share * 1000) / 10}%`,
      hint: T.onlineShareHint,
      chart: <SparkRing percent={share} color="#fa8c16" />,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile) => (
        <Col key={tile.title} xs={24} sm={12} xl={6}>
          <StatTile
            title={tile.title}
            value={tile.value}
            hint={tile.hint}
            chart={showGraphs ? tile.chart : null}
          />
        </Col>
      ))}
    </Row>
  );
}
