import { render, screen } from '@testing-library/react';
import { CHART_HEIGHTS } from '../components/charts/chart-heights';
import { CategoryDonut, HourlySalesChart, SparkRing } from '../components/lazy-charts';

/** Until a chart is drawn its place keeps the chart's height, so the cards below it do not move (CLS). */
describe('lazy dashboard charts', () => {
  it.each([
    ['the hourly sales', <HourlySalesChart key="h" points={[]} />, CHART_HEIGHTS.hourly, 'Column'],
    ['the top categories', <CategoryDonut key="c" categories={[]} />, CHART_HEIGHTS.categories, 'Pie'],
    ['a tile', <SparkRing key="s" percent={0.5} color="#fa8c16" />, CHART_HEIGHTS.spark, 'TinyRing'],
  ])('holds %s chart’s height, then draws it in the same place', async (_name, chart, height, figure) => {
    const { container } = render(<div data-testid="slot">{chart}</div>);
    const placeholder = screen.getByTestId('slot').firstElementChild as HTMLElement;
    expect(placeholder.style.height).toBe(`${height}px`);
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();

    expect(await screen.findByRole('figure', { name: figure })).toBeInTheDocument();
    expect(container.querySelector('.ant-skeleton')).toBeNull();
  });
});
