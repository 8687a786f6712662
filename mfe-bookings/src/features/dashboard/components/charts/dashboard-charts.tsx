import { Column, Pie, Tiny } from '@ant-design/charts';
import { formatMoney } from '@storedesk/shared';
import type { HourlyPoint } from '../../dashboard-view-model';
import { CATEGORY_COLORS, HOURLY_CHANNEL_COLORS, HOURLY_CHANNEL_NAMES } from './chart-colors';
import { CHART_HEIGHTS } from './chart-heights';

/**
 * Every @ant-design/charts use of the dashboard, in one module that lazy-charts.tsx imports on demand: the chart library (G2,
 * canvas) is a chunk of its own, fetched only when the dashboard draws, never with remoteEntry.js or the host's
 * first load.
 */
export interface HourlySalesChartProps {
  points: HourlyPoint[];
  currency?: string;
}

export function HourlySalesChart({ points, currency }: HourlySalesChartProps) {
  return (
    <Column
      data={points}
      xField="hour"
      yField="sales"
      colorField="channel"
      stack
      height={CHART_HEIGHTS.hourly}
      scale={{ color: { domain: HOURLY_CHANNEL_NAMES, range: HOURLY_CHANNEL_COLORS } }}
      axis={{ y: { labelFormatter: '~s', title: false }, x: { title: false } }}
      legend={{ color: { position: 'top', layout: { justifyContent: 'center' } } }}
      style={{ maxWidth: 28, radiusTopLeft: 2, radiusTopRight: 2 }}
      tooltip={{ items: [(d: HourlyPoint) => ({ name: d.channel, value: formatMoney(d.sales, currency) })] }}
    />
  );
}

export interface CategoryDonutProps {
  categories: { category: string; count: number }[];
}

export function CategoryDonut({ categories }: CategoryDonutProps) {
  return (
    <Pie
      data={categories}
      angleField="count"
      colorField="category"
      innerRadius={0.62}
      radius={0.9}
      height={CHART_HEIGHTS.categories}
      scale={{ color: { range: CATEGORY_COLORS } }}
      label={{ text: 'count', position: 'inside', style: { fontWeight: 600, fill: '#fff' } }}
      legend={{ color: { position: 'right', rowPadding: 6, title: false } }}
      tooltip={{
        items: [(d: { category: string; count: number }) => ({ name: d.category, value: d.count })],
      }}
    />
  );
}

export interface SparklineProps {
  values: number[];
  color: string;
}

const SPARK_HEIGHT = CHART_HEIGHTS.spark;
const points = (values: number[]) => values.map((value, index) => ({ index, value }));

export function SparkArea({ values, color }: SparklineProps) {
  return (
    <Tiny.Area
      data={points(values)}
      xField="index"
      yField="value"
      height={SPARK_HEIGHT}
      shapeField="smooth"
      style={{ fill: `linear-gradient(-90deg, #ffffff 0%, ${color} 100%)`, fillOpacity: 0.5, stroke: color }}
    />
  );
}

export function SparkColumn({ values, color }: SparklineProps) {
  return (
    <Tiny.Column
      data={points(values)}
      xField="index"
      yField="value"
      height={SPARK_HEIGHT}
      style={{ fill: color, radiusTopLeft: 2, radiusTopRight: 2, maxWidth: 16 }}
    />
  );
}

export function SparkLine({ values, color }: SparklineProps) {
  return (
    <Tiny.Line
      data={points(values)}
      xField="index"
      yField="value"
      height={SPARK_HEIGHT}
      shapeField="smooth"
      style={{ stroke: color, lineWidth: 2 }}
    />
  );
}

export interface SparkRingProps {
  /** 0..1 */
  percent: number;
  color: string;
}

export function SparkRing({ percent, color }: SparkRingProps) {
  return (
    <Tiny.Ring percent={percent} height={SPARK_HEIGHT} width={SPARK_HEIGHT} color={['#f0f0f0', color]} />
  );
}
