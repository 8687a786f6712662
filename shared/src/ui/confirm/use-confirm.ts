import { useCallback } from 'react';
import { App } from 'antd';
import { CONFIRM_TEXTS } from './confirm-texts';

export interface ConfirmOptions {
  title: string;
  content?: string;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
}

/**
 * Asks before a destructive or costly action: `if (await confirm({ title: '...' })) ...`. Uses the antd App
 * context (the host's theme), so it must be called under <App>.
 */
export function useConfirm() {
  const { modal } = App.useApp();
  return useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: options.title,
          content: options.content,
          okText: options.okText ?? CONFIRM_TEXTS.ok,
          cancelText: options.cancelText ?? CONFIRM_TEXTS.cancel,
          okButtonProps: { danger: options.danger },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
}
