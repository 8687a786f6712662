import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from 'antd';
import type {
  CategoryDonutProps,
  HourlySalesChartProps,
  SparklineProps,
  SparkRingProps,
} from './charts/dashboard-charts';

/**
 * The dashboard's charts, loaded on first use: one dynamic import of charts/dashboard-charts, so the chart
 * library arrives as its own chunk while tiles, tables and bars render at once.
 */
const loadCharts = () => import(/* webpackChunkName: "dashboard-charts" */ './charts/dashboard-charts');
type ChartsModule = Awaited<ReturnType<typeof loadCharts>>;

function lazyChart<P extends object>(
  pick: (charts: ChartsModule) => ComponentType<P>,
  fallbackHeight: number,
) {
  const Lazy = lazy(async () => ({ default: pick(await loadCharts()) }));
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: fallbackHeight }} />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const HourlySalesChart = lazyChart<HourlySalesChartProps>((charts) => charts.HourlySalesChart, 320);
export const CategoryDonut = lazyChart<CategoryDonutProps>((charts) => charts.CategoryDonut, 280);
export const SparkArea = lazyChart<SparklineProps>((charts) => charts.SparkArea, 48);
export const SparkColumn = lazyChart<SparklineProps>((charts) => charts.SparkColumn, 48);
export const SparkLine = lazyChart<SparklineProps>((charts) => charts.SparkLine, 48);
export const SparkRing = lazyChart<SparkRingProps>((charts) => charts.SparkRing, 48);
