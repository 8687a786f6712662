import { ApiError, useErrorToast, useSession } from '@storedesk/shared';
import { useDashboard } from './api/get-dashboard';
import { DashboardPage, type DashboardView } from './components/dashboard-page';
import { DASHBOARD_TEXTS as T } from './dashboard-texts';
import { useDashboardDate } from './hooks/use-dashboard-date';

/** The dashboard route: owns the day (URL, store time zone), fetches that day and hands the result to the page. */
export default function DashboardContainer() {
  const currency = useSession((state) => state.store?.currency);
  const { day, setDay, isFuture, apiDate } = useDashboardDate();
  const query = useDashboard(apiDate);
  useErrorToast(query.error, query.errorUpdatedAt);

  let view: DashboardView;
  // A Retry after an error shows the skeleton again rather than the old error.
  if (query.isPending || (query.isError && query.isFetching)) view = { status: 'loading' };
  else if (query.isError) {
    const error = query.error;
    view = {
      status: 'error',
      title: error instanceof ApiError ? error.title : T.errorTitle,
      message: error.message,
      onRetry: () => void query.refetch(),
    };
  } else view = { status: 'ready', data: query.data };

  return (
    <DashboardPage day={day} onDayChange={setDay} isDisabledDay={isFuture} view={view} currency={currency} />
  );
}
