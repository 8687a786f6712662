import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { INVALID_PAGE_MESSAGE, INVALID_PAGE_TITLE, PAGER_TEXTS } from '../ui/pager/page-validation';
import { toast } from '../ui/toast';

type User = ReturnType<typeof userEvent.setup>;

/** Types a page into the kit pager's jump field and presses Go, as staff do (one step of a list test). */
export async function jumpToPage(user: User, typed: string): Promise<void> {
  const jump = screen.getByLabelText(PAGER_TEXTS.jumpLabel);
  await user.clear(jump);
  await user.type(jump, typed);
  await user.click(screen.getByText(PAGER_TEXTS.jump));
}

/**
 * Types each page (outside 1..pages, or not a number) and checks the kit's rule: each is refused with 'Invalid Page'
 * and the list asks for no page but the first (`offsets` reads the offsets the list's mock saw).
 */
export async function expectTypedPagesRefused(
  user: User,
  typed: string[],
  offsets: () => (string | null | undefined)[],
): Promise<void> {
  const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
  error.mockClear();
  for (const page of typed) await jumpToPage(user, page);
  expect(error).toHaveBeenCalledTimes(typed.length);
  expect(error).toHaveBeenCalledWith(INVALID_PAGE_TITLE, INVALID_PAGE_MESSAGE);
  expect(offsets().every((offset) => offset === '1')).toBe(true);
}
