/**
 * Heights of the dashboard's charts in px: drawn at these (dashboard-charts.tsx), and held at these by their
 * placeholders until then (lazy-charts.tsx), so the cards below do not move when a chart appears.
 */
export const CHART_HEIGHTS = { hourly: 320, categories: 280, spark: 48 } as const;
