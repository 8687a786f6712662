import { useState } from 'react';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import {
  hasPermission,
  toast,
  toastServerError,
  useErrorToast,
  useLastPageFallback,
  useSession,
  type CustomerGroupRow,
} from '@storedesk/shared';
import { ListPager, useConfirm, PageLayout } from '@storedesk/shared/ui';
import { useDeleteGroup } from './api/delete-group';
import { useGroups } from './api/list-groups';
import { GroupRowActions } from './components/group-row-actions';
import { GroupsTable } from './components/groups-table';
import { GROUP_PAGE_SIZE, GROUP_TEXTS as T } from './customer-groups-texts';
import { groupUrls } from './urls';

/** /customers/groups: 20 groups a page with their member counts; view, edit and delete by permission. */
export default function CustomerGroupsListContainer() {
  const store = useSession((state) => state.store);
  const role = useSession((state) => state.employee?.employee_type);
  const [page, setPage] = useState(1);
  const confirm = useConfirm();
  const groups = useGroups(page);
  useErrorToast(groups.error, groups.errorUpdatedAt);
  const remove = useDeleteGroup();

  const pages = groups.data?.pages ?? 0;
  useLastPageFallback(page, pages, Boolean(groups.data), setPage);

  // The question stays open, Yes busy, until the group is deleted.
  const onDelete = (row: CustomerGroupRow) =>
    confirm({
      title: T.deleteConfirm,
      content: row.name,
      danger: true,
      onConfirm: () =>
        remove.mutateAsync(row._id).then(
          () => toast.success(T.deletedTitle, T.deleted),
          (error: Error) => {
            toastServerError(error);
            throw error;
          },
        ),
    });

  return (
    <PageLayout
      title={T.listTitle}
      extra={
        <>
          {hasPermission(role, 'create_customer_group') && (
            <Link to={groupUrls.new}>
              <Button type="primary">{T.newGroup}</Button>
            </Link>
          )}
        </>
      }
    >
      <GroupsTable
        rows={groups.data?.data ?? []}
        loading={groups.isFetching}
        timeZone={store?.store_timezone}
        renderActions={(row) => (
          <GroupRowActions
            id={row._id}
            name={row.name}
            canView={hasPermission(role, 'detail_customer_group')}
            canEdit={hasPermission(role, 'edit_customer_group')}
            canDelete={hasPermission(role, 'delete_customer_group')}
            deleting={remove.isPending && remove.variables === row._id}
            onDelete={() => void onDelete(row)}
          />
        )}
      />
      <ListPager page={page} pageSize={GROUP_PAGE_SIZE} reply={groups.data} onChange={setPage} />
    </PageLayout>
  );
}
