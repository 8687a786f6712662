import { useRef, type CSSProperties } from 'react';
import { App, Modal, type FormInstance, type ModalProps } from 'antd';
import { askToDropEdits } from '../unsaved-changes/ask-to-drop-edits';
import { UNSAVED_MODAL_TEXTS as T } from '../unsaved-changes/unsaved-changes-texts';
import { MODAL_FIT } from './modal-fit';

type ModalStyles = Partial<
  Record<keyof typeof MODAL_FIT.styles | 'title' | 'mask' | 'wrapper', CSSProperties>
>;

export interface AppModalProps extends Omit<ModalProps, 'styles'> {
  /** The modal's form: closing it after an edit asks first. */
  form?: FormInstance;
  /** Whether there are edits to lose, for a modal whose edits are not (only) in `form`. */
  dirty?: boolean;
  styles?: ModalStyles;
}

/**
 * The kit's modal; every modal of the app is one. It fits 1280x720 and smaller (MODAL_FIT: the body scrolls, the
 * title and buttons stay in view), and Esc, a click outside, its X or Cancel ask before dropping edits (the form
 * was touched, or `dirty`).
 */
export function AppModal({ form, dirty, onCancel, style, styles, ...props }: AppModalProps) {
  const { modal } = App.useApp();
  const asking = useRef(false);

  const cancel: NonNullable<ModalProps['onCancel']> = (event) => {
    const edited = dirty ?? form?.isFieldsTouched() ?? false;
    if (!edited) {
      onCancel?.(event);
      return;
    }
    askToDropEdits(modal, asking, T, { drop: () => onCancel?.(event) });
  };

  return (
    <Modal
      {...props}
      onCancel={cancel}
      style={{ ...MODAL_FIT.style, ...style }}
      styles={{
        container: { ...MODAL_FIT.styles.container, ...styles?.container },
        header: { ...MODAL_FIT.styles.header, ...styles?.header },
        body: { ...MODAL_FIT.styles.body, ...styles?.body },
        footer: { ...MODAL_FIT.styles.footer, ...styles?.footer },
        ...(styles?.title && { title: styles.title }),
        ...(styles?.mask && { mask: styles.mask }),
        ...(styles?.wrapper && { wrapper: styles.wrapper }),
      }}
    />
  );
}
