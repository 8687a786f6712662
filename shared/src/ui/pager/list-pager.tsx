import { toast } from '../toast';
import { INVALID_PAGE_MESSAGE, INVALID_PAGE_TITLE } from './page-validation';
import { Pager, type PagerProps } from './pager';

export interface ListPagerProps extends Pick<PagerProps, 'page' | 'pageSize' | 'onChange'> {
  /** The list's reply (`{data, pages, total}`); undefined while it loads. */
  reply: { pages: number; total?: number } | undefined;
}

/** A list's pager: none while the list has no pages; a typed page out of range gets the spec's toast. */
export function ListPager({ reply, ...pager }: ListPagerProps) {
  if (!reply || reply.pages <= 0) return null;
  return (
    <Pager
      {...pager}
      pages={reply.pages}
      total={reply.total}
      onInvalidPage={() => toast.error(INVALID_PAGE_TITLE, INVALID_PAGE_MESSAGE)}
    />
  );
}
