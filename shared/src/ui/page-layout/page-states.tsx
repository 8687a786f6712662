import { Button, Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
// By the package's name, not a relative path: '@storedesk/shared/ui' is bundled into each remote, and only the
// root entry (the Module Federation singleton) holds the ApiError class the API client throws (hasErrorCode checks it).
import { hasErrorCode } from '@storedesk/shared';
import { PageLayout, type PageBackLink } from './page-layout';

export const PAGE_STATE_TEXTS = {
  notFoundSubtitle: 'The link may be mistyped, or the record was deleted.',
} as const;

/** The API has no such record: an unknown id, another store's, or a malformed one (details calls answer 404). */
export const isNotFound = (error: unknown): boolean => hasErrorCode(error, 'NOT_FOUND');

export interface PageStateProps {
  /** The page's own title (e.g. 'Booking'), so the header reads the same while loading and when not found. */
  title: string;
  /** The list the page belongs to: the header's back link and the not-found state's way out. */
  back: PageBackLink;
}

/** A details page while its record loads: the page's header with its back link, a skeleton below. */
export function PageLoading({ title, back }: PageStateProps) {
  return (
    <PageLayout title={title} back={back}>
      <Skeleton active paragraph={{ rows: 8 }} />
    </PageLayout>
  );
}

/** A details page whose record does not exist: the page's header, a 404 in plain words and a way back to the list. */
export function PageNotFound({ title, back, message }: PageStateProps & { message: string }) {
  const navigate = useNavigate();
  return (
    <PageLayout title={title} back={back}>
      <Result
        status="404"
        title={message}
        subTitle={PAGE_STATE_TEXTS.notFoundSubtitle}
        extra={
          // A button, not a button inside a link: one control, one name.
          <Button type="primary" onClick={() => navigate(back.to)}>
            {back.label}
          </Button>
        }
      />
    </PageLayout>
  );
}
