import type { MutableRefObject } from 'react';
import type { App } from 'antd';

type ModalApi = ReturnType<typeof App.useApp>['modal'];

export interface DropEditsTexts {
  title: string;
  content: string;
  leave: string;
  stay: string;
}

/**
 * The one "lose your edits?" question of the kit (a page left with unsaved changes, a modal closed after an edit):
 * asked once at a time (`asking` holds it while it is open), the drop button red; `drop` or `keep` runs on the
 * answer.
 */
export function askToDropEdits(
  modal: ModalApi,
  asking: MutableRefObject<boolean>,
  texts: DropEditsTexts,
  { drop, keep }: { drop: () => void; keep?: () => void },
) {
  if (asking.current) return;
  asking.current = true;
  modal.confirm({
    title: texts.title,
    content: texts.content,
    okText: texts.leave,
    cancelText: texts.stay,
    okButtonProps: { danger: true },
    onOk: () => {
      asking.current = false;
      drop();
    },
    onCancel: () => {
      asking.current = false;
      keep?.();
    },
  });
}
