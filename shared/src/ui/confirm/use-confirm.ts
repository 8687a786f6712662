import { useCallback, useRef } from 'react';
import { App } from 'antd';
import { CONFIRM_TEXTS } from './confirm-texts';

export interface ConfirmOptions {
  title: string;
  content?: string;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
  /**
   * The confirmed action. The dialog stays open with its OK button busy until the action answers, then closes
   * either way (a refusal is the action's to show); `confirm` then answers whether it succeeded.
   */
  onConfirm?: () => Promise<unknown>;
}

/**
 * Asks before a destructive or costly action: `if (await confirm({ title: '...', onConfirm: () => remove() }))`.
 * One question at a time: asking again while a dialog is open (a double click on Delete) answers no at once, so
 * an action is never confirmed twice. Uses the antd App context (the host's theme), so it must be called under
 * <App>.
 */
export function useConfirm() {
  const { modal } = App.useApp();
  const open = useRef(false);
  return useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        if (open.current) {
          resolve(false);
          return;
        }
        open.current = true;
        const answer = (value: boolean) => {
          open.current = false;
          resolve(value);
        };
        modal.confirm({
          title: options.title,
          content: options.content,
          okText: options.okText ?? CONFIRM_TEXTS.ok,
          cancelText: options.cancelText ?? CONFIRM_TEXTS.cancel,
          okButtonProps: { danger: options.danger },
          // A returned promise keeps OK busy (antd ignores further clicks meanwhile) and the dialog open.
          onOk: options.onConfirm
            ? () =>
                options.onConfirm!().then(
                  () => answer(true),
                  () => answer(false),
                )
            : () => answer(true),
          onCancel: () => answer(false),
        });
      }),
    [modal],
  );
}
