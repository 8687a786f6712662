import { screen, within } from '@testing-library/react';
import type { ContractListRow } from '@storedesk/shared';
import { MOCK_PRODUCTS, mockContractItems, mockContracts } from '@storedesk/shared/dev/mock-domains';
import { REQUEST_SERVICE_TEXTS as R } from '../request/request-service-texts';
import { storeToday, type User } from './new-contract-setup';

/**
 * What the request-new-service tests share: a contract made active and approved (or as a case needs), its one
 * service (AC Service & Repair, without a request form) with a chosen number of visits left, and the form's steps.
 */
export function readyContract(change: Partial<ContractListRow> = {}, left = 3): ContractListRow {
  const k = mockContracts()[0];
  Object.assign(
    k,
    { is_active: true, is_expired: false, is_approved: 'APPROVED', end_date: '2030-12-31' },
    change,
  );
  const [item] = mockContractItems(k);
  Object.assign(item, { total_quantity: left + item.visits.length, available_quantity: left });
  serviceOf(k, 'AC Service & Repair');
  return k;
}

/** Makes the contract's one service this catalogue service, with its first variant (if any) chosen. */
function serviceOf(k: ContractListRow, name: string) {
  const [item] = mockContractItems(k);
  const service = MOCK_PRODUCTS.find((p) => p.name === name)!;
  Object.assign(item, {
    product_id: service._id,
    product_name: service.name,
    selected_product_variant_id: service.variants[0]?._id ?? null,
    variant_name: service.variants[0]?.name ?? null,
  });
  return item;
}

/** Makes the contract's service one with a request form (Deep Home Cleaning: 'Pets at home' is mandatory). */
export const withRequestForm = (k: ContractListRow) => serviceOf(k, 'Deep Home Cleaning');

/** The next day from tomorrow that has slots (Sunday is the mock store's holiday), DD/MM/YYYY. */
export function nextWorkingDay(): string {
  let day = storeToday().add(1, 'day');
  if (day.day() === 0) day = day.add(1, 'day');
  return day.format('DD/MM/YYYY');
}

export async function openRequestForm(user: User) {
  await user.click(await screen.findByRole('button', { name: R.button }));
  return requestDialog();
}

export async function requestDialog(): Promise<HTMLElement> {
  const [title] = await screen.findAllByText(R.title, { selector: '.ant-modal-title' });
  return title.closest('.ant-modal') as HTMLElement;
}

export async function chooseDay(user: User, dialog: HTMLElement, day: string) {
  const input = within(dialog).getByLabelText(R.date);
  await user.click(input);
  await user.clear(input);
  await user.type(input, `${day}{Enter}`);
}

export async function chooseFirstSlot(user: User, dialog: HTMLElement) {
  await user.click(await within(dialog).findByRole('radio', { name: /^09:00 AM - 11:00 AM$/ }));
}

export const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: R.submit });
