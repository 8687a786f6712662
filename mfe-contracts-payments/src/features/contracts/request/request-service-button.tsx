import { useState } from 'react';
import { Button } from 'antd';
import { SERVICE_REQUEST_MESSAGES as M, type ContractDetails } from '@storedesk/shared';
import { useConfirm } from '@storedesk/shared/ui';
import { contractStateProblems } from './contract-state';
import { REQUEST_SERVICE_TEXTS as T } from './request-service-texts';
import { RequestServiceModal } from './request-service-modal';

export interface RequestServiceButtonProps {
  contract: ContractDetails;
  /** The store's today, YYYY-MM-DD. */
  today: string;
  onReload: () => unknown;
}

/**
 * Request New Service (spec 2 §4): a contract that is not active and approved has its state said and the question
 * asked first; an active, approved one opens the form at once.
 */
export function RequestServiceButton({ contract, today, onReload }: RequestServiceButtonProps) {
  const [open, setOpen] = useState(false);
  const confirm = useConfirm();
  const start = async () => {
    const problems = contractStateProblems(contract, today);
    if (
      problems.length &&
      !(await confirm({ title: T.confirmTitle, content: `${T.state(problems)} ${M.confirmState}` }))
    )
      return;
    setOpen(true);
  };
  return (
    <>
      <Button type="primary" onClick={() => void start()}>
        {T.button}
      </Button>
      <RequestServiceModal
        contract={contract}
        open={open}
        today={today}
        onClose={() => setOpen(false)}
        onReload={onReload}
      />
    </>
  );
}
