import type { ReactNode } from 'react';
import { Button, Empty, Flex, Tag } from 'antd';
import { activeFilterTags, withoutFilter, type FilterTagSpec } from './filter-tag-spec';
import { FILTER_TAG_TEXTS as T } from './filter-tags-texts';

export interface FilterTagsProps<F extends object> {
  /** The filter in force. */
  filter: F;
  specs: readonly FilterTagSpec<F>[];
  /** The list's applyFilter (useRememberedList): it remembers the filter and goes back to page 1. */
  onChange: (next: F) => void;
  /** The list's resetFilter. */
  onClearAll: () => void;
}

/**
 * Each filter in force as a closable tag ("Status: Completed"); closing one drops just that filter. "Clear all"
 * once two or more are set. One line that wraps: it never makes the page scroll sideways.
 */
export function FilterTags<F extends object>({ filter, specs, onChange, onClearAll }: FilterTagsProps<F>) {
  const tags = activeFilterTags(filter, specs);
  if (tags.length === 0) return null;
  return (
    <Flex wrap gap={4} align="center" role="group" aria-label={T.region} style={{ minWidth: 0 }}>
      {tags.map((tag) => (
        <Tag
          key={tag.key}
          closable
          closeIcon={<span aria-label={T.remove(tag.label)}>×</span>}
          onClose={(event) => {
            event.preventDefault();
            onChange(withoutFilter(filter, specs, tag.key));
          }}
          style={{ marginInlineEnd: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' }}
        >
          {tag.label}: {tag.value}
        </Tag>
      ))}
      {tags.length >= 2 && (
        <Button type="link" size="small" onClick={onClearAll}>
          {T.clearAll}
        </Button>
      )}
    </Flex>
  );
}

/**
 * A table's empty text: with filters on it says so and offers to clear them ("No bookings match these filters"),
 * otherwise the list's plain empty text.
 */
export function listEmptyText({
  filtered,
  things,
  plain,
  onClear,
}: {
  filtered: boolean;
  /** Plural, lower case: "bookings". */
  things: string;
  plain?: ReactNode;
  onClear: () => void;
}) {
  if (!filtered) return plain;
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noMatch(things)}>
      <Button onClick={onClear}>{T.clearFilters}</Button>
    </Empty>
  );
}

/** listEmptyText from a list's own texts ({things, empty}) and its filter count, as every list container asks. */
export function emptyTextFor(
  texts: { things: string; empty?: ReactNode },
  filterCount: number,
  onClear: () => void,
) {
  return listEmptyText({ filtered: filterCount > 0, things: texts.things, plain: texts.empty, onClear });
}
