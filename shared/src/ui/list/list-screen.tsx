import type { ReactNode } from 'react';
import { FilterButton } from '../filter-modal/filter-button';
import { FilterTags, type FilterTagsProps } from '../filter-tags';
import { PageLayout, type PageLayoutProps } from '../page-layout/page-layout';
import type { Permission } from '../../auth/permissions';
import { NewRecordButton } from './new-record-button';

export interface ListScreenProps<F extends object> extends Pick<
  PageLayoutProps,
  'title' | 'subtitle' | 'back'
> {
  /** How many filters are on, shown on the Filter button. */
  filterCount: number;
  onOpenFilter: () => void;
  /** The screen's own buttons (New ...), after the Filter button or before it with `actionsFirst`. */
  actions?: ReactNode;
  actionsFirst?: boolean;
  /** The list's "New ..." button (NewRecordButton), shown with the actions to those with the permission. */
  create?: { permission: Permission; to: string; label: ReactNode };
  /** A note above the filter tags (what a scoped list is limited to). */
  notice?: ReactNode;
  /** The active filters as removable tags. */
  tags: FilterTagsProps<F>;
  /** The pager under the table (usually the kit's ListPager). */
  pager: ReactNode;
  /** The filter dialog and any other dialog of the screen, after the pager. */
  dialogs: ReactNode;
  /** What sits between the tags and the pager: the table, and any note above it. */
  children: ReactNode;
}

/**
 * Every filtered list screen: the heading with the Filter button and the screen's own actions, the active
 * filters as tags, the table, the pager and the filter dialog, in that order on every list.
 */
export function ListScreen<F extends object>({
  filterCount,
  onOpenFilter,
  actions: ownActions,
  actionsFirst = false,
  create,
  notice,
  tags,
  pager,
  dialogs,
  children,
  ...heading
}: ListScreenProps<F>) {
  const actions = (
    <>
      {ownActions}
      {create && (
        <NewRecordButton permission={create.permission} to={create.to}>
          {create.label}
        </NewRecordButton>
      )}
    </>
  );
  return (
    <PageLayout
      {...heading}
      extra={
        <>
          {actionsFirst && actions}
          <FilterButton count={filterCount} onClick={onOpenFilter} />
          {!actionsFirst && actions}
        </>
      }
    >
      {notice}
      <FilterTags {...tags} />
      {children}
      {pager}
      {dialogs}
    </PageLayout>
  );
}
