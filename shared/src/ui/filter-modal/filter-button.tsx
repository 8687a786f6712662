import { Badge, Button } from 'antd';
import { FILTER_TEXTS } from './filter-texts';

/** The list's filter button; the badge shows how many filters are set. */
export function FilterButton({
  count,
  onClick,
  label = FILTER_TEXTS.button,
}: {
  count: number;
  onClick: () => void;
  label?: string;
}) {
  return (
    <Badge count={count} size="small">
      <Button onClick={onClick} aria-label={count ? `${label} (${count})` : label}>
        {label}
      </Button>
    </Badge>
  );
}
