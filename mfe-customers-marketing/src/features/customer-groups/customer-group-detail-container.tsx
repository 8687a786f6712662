import { useState } from 'react';
import { Button, Result, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { hasPermission, useErrorToast, useSession } from '@storedesk/shared';
import { PageLayout, PageLoading, PageNotFound, isNotFound } from '@storedesk/shared/ui';
import { useGroupDetails } from './api/group-details';
import { GroupDetailInfo } from './components/group-detail-info';
import { MembersTable } from './components/members-table';
import { GROUP_PAGE_SIZE, GROUP_TEXTS as T } from './customer-groups-texts';
import { groupUrls } from './urls';

/** /customers/groups/detail?customer_group_id: the group read only and its members now, 20 a page. */
export default function CustomerGroupDetailContainer() {
  const [params] = useSearchParams();
  const id = params.get('customer_group_id');
  const store = useSession((state) => state.store);
  const role = useSession((state) => state.employee?.employee_type);
  const [page, setPage] = useState(1);
  const group = useGroupDetails(id, page, GROUP_PAGE_SIZE);
  // A missing group is the page's own state (below), not a toast as well.
  useErrorToast(isNotFound(group.error) ? null : group.error, group.errorUpdatedAt);

  const title = group.data ? `${T.detailTitle}: ${group.data.data.name}` : T.detailTitle;
  const edit = id && group.data && hasPermission(role, 'edit_customer_group') && (
    <Link to={groupUrls.edit(id)}>
      <Button>{T.edit}</Button>
    </Link>
  );
  const back = { to: groupUrls.list, label: T.backToList };
  if (!id || isNotFound(group.error)) return <PageNotFound title={title} back={back} message={T.notFound} />;
  if (group.isError) {
    return (
      <PageLayout title={title} back={back}>
        <Result status="warning" title={T.loadFailed} />
      </PageLayout>
    );
  }
  if (!group.data) return <PageLoading title={title} back={back} />;
  const data = group.data.data;
  return (
    <PageLayout title={title} back={back} extra={edit}>
      <GroupDetailInfo group={data} timeZone={store?.store_timezone} currency={store?.currency} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {T.form.members}
      </Typography.Title>
      <MembersTable
        rows={data.members.data}
        loading={group.isFetching}
        currency={store?.currency}
        page={page}
        total={data.members.total}
        onPageChange={setPage}
      />
    </PageLayout>
  );
}
