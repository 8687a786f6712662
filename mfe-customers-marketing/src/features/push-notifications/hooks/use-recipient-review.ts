import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, toast, useErrorToast, useSession } from '@storedesk/shared';
import { recipientsQuery, useRecipients } from '../api/list-recipients';
import type { RecipientModalProps } from '../components/recipient-modal';
import type { RecipientSelection } from '../filter/push-payload';
import { recipientCount, toRecipientQuery, type ResolvedCriteria } from '../filter/recipient-criteria';
import { NEW_PUSH_TEXTS as T } from '../new-push-texts';

/** The recipient modal while it is open: the criteria matched, the page shown and the ticks being changed. */
interface Review {
  criteria: ResolvedCriteria;
  total: number;
  page: number;
  excluded: Set<string>;
}

const NO_ONE = new Set<string>();

/**
 * The "multiple customers" review (spec 2 §2, §4): Continue counts the matches and, when there are some, opens
 * the modal with everyone ticked; Done keeps the unticked ones as exclusions. `selection` is what is sent.
 */
export function useRecipientReview() {
  const storeId = useSession((state) => state.store?._id);
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<RecipientSelection | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [continuing, setContinuing] = useState(false);
  const recipients = useRecipients(review ? toRecipientQuery(review.criteria, review.page) : null);
  useErrorToast(recipients.error, recipients.errorUpdatedAt);

  const start = async (criteria: ResolvedCriteria) => {
    setContinuing(true);
    try {
      const first = await queryClient.fetchQuery(recipientsQuery(storeId, toRecipientQuery(criteria, 1)));
      if (first.total === 0) {
        setSelection(null);
        toast.error(T.invalidTitle, T.noMatches);
        return;
      }
      // Everyone starts ticked (spec 2 §4); reopening the same restrictions keeps the earlier unticks.
      const same = selection && JSON.stringify(selection.criteria) === JSON.stringify(criteria);
      setReview({ criteria, total: first.total, page: 1, excluded: new Set(same ? selection.excluded : []) });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.title : 'Error', (error as Error).message);
    } finally {
      setContinuing(false);
    }
  };

  const onToggle = (customerId: string, included: boolean) =>
    setReview((current) => {
      if (!current) return current;
      const excluded = new Set(current.excluded);
      if (included) excluded.delete(customerId);
      else excluded.add(customerId);
      return { ...current, excluded };
    });

  const onDone = () => {
    if (!review) return;
    const total = recipients.data?.total ?? review.total;
    const excluded = [...review.excluded];
    setReview(null);
    if (recipientCount(total, excluded) === 0) {
      setSelection(null);
      toast.error(T.invalidTitle, T.noMatches);
      return;
    }
    setSelection({ criteria: review.criteria, total, excluded });
  };

  const modal: Omit<RecipientModalProps, 'currency'> = {
    open: review !== null,
    rows: recipients.data?.data ?? [],
    total: recipients.data?.total ?? review?.total ?? 0,
    page: review?.page ?? 1,
    onPageChange: (page) => setReview((current) => current && { ...current, page }),
    excluded: review?.excluded ?? NO_ONE,
    onToggle,
    loading: recipients.isFetching,
    failed: recipients.isError,
    onDone,
    onCancel: () => setReview(null),
  };

  return {
    selection,
    /** Forgets the reviewed customers (the customer type, customer or restrictions changed). */
    forget: () => setSelection(null),
    continuing,
    start,
    modal,
  };
}
