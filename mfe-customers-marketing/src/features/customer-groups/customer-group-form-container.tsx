import { useState } from 'react';
import { Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SubmitStopped, toast, useErrorToast, useSession, useSubmit, isSignedOut } from '@storedesk/shared';
import { PageLayout, PageLoading, PageNotFound, isNotFound, useConfirm } from '@storedesk/shared/ui';
import { useGroupDetails } from './api/group-details';
import { useSaveGroup } from './api/save-group';
import { GroupForm } from './components/group-form';
import { GROUP_MEMBERS_LOAD_LIMIT, GROUP_TEXTS as T } from './customer-groups-texts';
import {
  emptyGroupValues,
  groupToValues,
  toGroupInput,
  type GroupFormValues,
} from './form/group-form-values';
import { groupUrls } from './urls';
import { useStaleSaveOffer, useUnsavedChangesPrompt } from '@storedesk/shared/ui';

/**
 * /customers/groups/new and /customers/groups/edit?customer_group_id: the edit form loads the group with every
 * member of a MANUAL group (it sends the whole list back); both confirm before saving and return to the list. An
 * update refused as stale (someone else saved the group since it was loaded) offers to reload it into a fresh form.
 */
export default function CustomerGroupFormContainer() {
  const [params] = useSearchParams();
  const id = params.get('customer_group_id');
  const navigate = useNavigate();
  const currency = useSession((state) => state.store?.currency);
  const confirm = useConfirm();
  const group = useGroupDetails(id, 1, GROUP_MEMBERS_LOAD_LIMIT);
  // A missing group is the page's own state (below), not a toast as well.
  useErrorToast(isNotFound(group.error) ? null : group.error, group.errorUpdatedAt);
  const save = useSaveGroup();
  const offerReload = useStaleSaveOffer();
  const [dirty, setDirty] = useState(false);
  const { release } = useUnsavedChangesPrompt(dirty);
  // Bumped by a reload: the form starts again from the latest group.
  const [opened, setOpened] = useState(0);
  const reload = async () => {
    await group.refetch();
    setOpened((n) => n + 1);
  };

  // One save per form: from the first click until the list opens, nothing more is asked or sent.
  const submit = useSubmit(
    async (values: GroupFormValues) => {
      if (!(await confirm({ title: id ? T.updateConfirm : T.createConfirm, content: values.name.trim() })))
        throw new SubmitStopped();
      return save.mutateAsync(toGroupInput(values, id));
    },
    {
      afterSuccess: 'leave',
      onSuccess: (reply) => {
        toast.success(reply.title, reply.message);
        release();
        void navigate(groupUrls.list);
      },
      onError: (error) => {
        if (offerReload(error, reload)) return;
        // A 401 is the host's: it shows Access Denied and signs out.
        if (isSignedOut(error)) return;
        toast.error(T.saveFailed, error instanceof Error ? error.message : String(error));
      },
    },
  );

  const title = id ? T.editTitle : T.newTitle;
  const back = { to: groupUrls.list, label: T.backToList };
  if (id && isNotFound(group.error)) return <PageNotFound title={title} back={back} message={T.notFound} />;
  if (id && group.isError) {
    return (
      <PageLayout title={title} back={back}>
        <Result status="warning" title={T.loadFailed} />
      </PageLayout>
    );
  }
  // A placeholder is another group's answer (kept while paging elsewhere): never edit it.
  if (id && (!group.data || group.isPlaceholderData)) return <PageLoading title={title} back={back} />;

  return (
    <PageLayout title={title} back={back}>
      <GroupForm
        key={`${group.data?.data._id ?? 'new'}:${opened}`}
        initial={group.data ? groupToValues(group.data.data) : emptyGroupValues()}
        isEdit={Boolean(id)}
        saving={submit.busy}
        currency={currency}
        onSubmit={(values) => void submit.run(values)}
        onCancel={() => void navigate(groupUrls.list)}
        onDirtyChange={setDirty}
      />
    </PageLayout>
  );
}
