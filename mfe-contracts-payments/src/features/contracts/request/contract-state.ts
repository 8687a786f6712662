import {
  CONTRACT_STATUS,
  approvalStatusLabel,
  contractStatus,
  type ContractDetails,
} from '@storedesk/shared';

/**
 * What is not ready about a contract for a service request (spec 2 §4): Expired or InActive, and an approval other
 * than APPROVED (ON_HOLD, REJECTED, CANCELLED, PENDING_APPROVAL). Empty for an active, approved contract.
 */
export function contractStateProblems(contract: ContractDetails, today: string): string[] {
  const problems: string[] = [];
  const status = contractStatus(contract, today);
  if (status !== CONTRACT_STATUS.active) problems.push(status);
  if (contract.is_approved !== 'APPROVED') problems.push(approvalStatusLabel(contract.is_approved));
  return problems;
}
