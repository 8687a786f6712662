import { Button } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import {
  CONTRACT_CREATE_MESSAGES as M,
  DATE_FORMAT,
  hasErrorCode,
  toast,
  toastServerError,
  useSubmit,
  type ContractDetails,
} from '@storedesk/shared';
import { useConfirm } from '@storedesk/shared/ui';
import { useCreateContract } from '../api/create-contract';
import { CONTRACT_RENEW_TEXTS as T } from '../contract-texts';
import { contractUrls } from '../urls';
import { successorDates } from './successor-dates';

export interface RenewContractProps {
  contract: ContractDetails;
  /** The store's today, YYYY-MM-DD. */
  today: string;
  /** Fetches the contract again (after a refusal because it was renewed meanwhile). */
  onReload: () => unknown;
}

const shown = (day: string) => dayjs(day).format(DATE_FORMAT);

/**
 * Renew (spec 2 §4): asks with the successor's dates, then sends `renewed_from` once per contract shown and opens
 * the successor. A contract already renewed shows the way to its successor instead.
 */
export function RenewContract({ contract, today, onReload }: RenewContractProps) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const createContract = useCreateContract();
  const renew = useSubmit(
    (_: void, key: string) =>
      createContract.mutateAsync({ subscription: { renewed_from: contract._id }, idempotency_key: key }),
    {
      afterSuccess: 'leave',
      // The successor opens on this same screen: its own renewal starts unlocked, with a new key.
      opening: contract._id,
      onSuccess: (reply) => {
        toast.success(M.renewedTitle, M.renewed);
        navigate(contractUrls.details(reply.data._id));
      },
      onError: (error) => {
        toastServerError(error as Error);
        if (hasErrorCode(error, 'DUPLICATE')) void onReload();
      },
    },
  );

  if (contract.renewed_by)
    return (
      <Link to={contractUrls.details(contract.renewed_by._id)}>
        <Button>{T.renewedAs(contract.renewed_by.subscription_number)}</Button>
      </Link>
    );

  const ask = () => {
    const dates = successorDates(contract, today);
    if (!dates) return toast.error(M.missingTitle, M.checkDates);
    void confirm({
      title: T.title,
      content: T.question(shown(dates.start), shown(dates.end)),
      onConfirm: () => renew.run(),
    });
  };
  return (
    <Button onClick={ask} loading={renew.busy}>
      {T.renew}
    </Button>
  );
}
