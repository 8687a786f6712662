/**
 * Jest stand-in for @ant-design/charts (mapped in jest.config.cjs): G2 draws on canvas, which jsdom lacks.
 * Each chart renders its data as a labelled list, so tests can assert what a chart was given.
 */
type Datum = Record<string, unknown>;
interface StubProps {
  data?: Datum[];
  percent?: number;
  xField?: string;
  yField?: string;
  colorField?: string;
  angleField?: string;
}

function fieldsOf(props: StubProps): string[] {
  return [props.xField, props.colorField, props.yField, props.angleField].filter((f): f is string =>
    Boolean(f),
  );
}

function stubChart(kind: string) {
  function StubChart(props: StubProps) {
    if (props.percent !== undefined) {
      return <figure data-chart={kind} aria-label={kind}>{`percent ${props.percent}`}</figure>;
    }
    const fields = fieldsOf(props);
    return (
      <figure data-chart={kind} aria-label={kind}>
        <ul>
          {(props.data ?? []).map((datum, index) => (
            <li key={index}>{fields.map((field) => String(datum[field])).join(' | ')}</li>
          ))}
        </ul>
      </figure>
    );
  }
  StubChart.displayName = `Stub${kind}`;
  return StubChart;
}

export const Column = stubChart('Column');
export const Bar = stubChart('Bar');
export const Line = stubChart('Line');
export const Area = stubChart('Area');
export const Pie = stubChart('Pie');
export const Tiny = {
  Area: stubChart('TinyArea'),
  Column: stubChart('TinyColumn'),
  Line: stubChart('TinyLine'),
  Ring: stubChart('TinyRing'),
  Progress: stubChart('TinyProgress'),
};
