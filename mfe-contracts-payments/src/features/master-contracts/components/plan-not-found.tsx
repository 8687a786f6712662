import { PageLoading, PageNotFound } from '@storedesk/shared/ui';
import { PLAN_TEXTS as T } from '../master-contract-texts';
import { planUrls } from '../urls';

const BACK = { to: planUrls.list(), label: T.backToList };

/** An id that is not a plan of this store (unknown, malformed or none): say so in the page, with the way back. */
export function PlanNotFound({ title }: { title: string }) {
  return <PageNotFound title={title} back={BACK} message={T.notFound} />;
}

/** The plan page while the plan loads, in the page's header. */
export function PlanLoading({ title }: { title: string }) {
  return <PageLoading title={title} back={BACK} />;
}
