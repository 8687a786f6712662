import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Skeleton } from 'antd';
import type {
  CategoryDonutProps,
  HourlySalesChartProps,
  SparklineProps,
  SparkRingProps,
} from './charts/dashboard-charts';
import { CHART_HEIGHTS } from './charts/chart-heights';

/**
 * The dashboard's charts, loaded on first use: one dynamic import of charts/dashboard-charts, so the chart
 * library arrives as its own chunk while tiles, tables and bars render at once. The chunk is asked for only after
 * the dashboard has painted, so its download and start-up stay out of the first paint (and the largest
 * contentful paint). Until a chart is drawn its place holds a box of the chart's own height, so nothing below it
 * moves when it appears.
 */
const loadCharts = () => import(/* webpackChunkName: "dashboard-charts" */ './charts/dashboard-charts');
type ChartsModule = Awaited<ReturnType<typeof loadCharts>>;

/** Set once the first dashboard has painted; later charts (another day, another visit) load straight away. */
let painted = false;

function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the next paint; the timeout it sets runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true;
        setReady(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}

function ChartPlaceholder({ height }: { height: number }) {
  return (
    <div style={{ height, overflow: 'hidden' }}>
      <Skeleton.Node active style={{ width: '100%', height }} />
    </div>
  );
}

function lazyChart<P extends object>(pick: (charts: ChartsModule) => ComponentType<P>, height: number) {
  const Lazy = lazy(async () => ({ default: pick(await loadCharts()) }));
  return function LazyChart(props: P) {
    const afterPaint = useAfterFirstPaint();
    const placeholder = <ChartPlaceholder height={height} />;
    if (!afterPaint) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const HourlySalesChart = lazyChart<HourlySalesChartProps>(
  (charts) => charts.HourlySalesChart,
  CHART_HEIGHTS.hourly,
);
export const CategoryDonut = lazyChart<CategoryDonutProps>(
  (charts) => charts.CategoryDonut,
  CHART_HEIGHTS.categories,
);
export const SparkArea = lazyChart<SparklineProps>((charts) => charts.SparkArea, CHART_HEIGHTS.spark);
export const SparkColumn = lazyChart<SparklineProps>((charts) => charts.SparkColumn, CHART_HEIGHTS.spark);
export const SparkLine = lazyChart<SparklineProps>((charts) => charts.SparkLine, CHART_HEIGHTS.spark);
export const SparkRing = lazyChart<SparkRingProps>((charts) => charts.SparkRing, CHART_HEIGHTS.spark);
