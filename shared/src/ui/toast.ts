import type { ReactNode } from 'react';
import type { notification } from 'antd';

/**
 * Toasts bottom right with a close button and a progress bar (spec 1 §9). Screens and the api client call
 * these; the host hands in the notification API of its antd <App> so toasts follow the theme.
 * Nothing here imports antd at load time: @storedesk/shared is loaded before login, and antd must not be part
 * of that. Until the host has registered its API, a toast loads antd's notification module on demand (antd is
 * shared module by module, see shared/src/mf/shared-deps.cjs) and uses its static API.
 */
type ToastKind = 'success' | 'error' | 'warning' | 'info';
/** `destroy` closes a toast by key (toast.dismiss); a test's stand-in may leave it out. */
type NotificationApi = Pick<typeof notification, ToastKind> & Partial<Pick<typeof notification, 'destroy'>>;
let api: NotificationApi | null = null;
/** Whether a toast went to antd's static API (no host yet, e.g. on the login screen). */
let staticShown = false;

/** The host registers its context-aware API on mount and `null` on unmount. */
export function setToastApi(next: NotificationApi | null) {
  api = next;
}

/** Whether a host (or dev shell) has registered its notification API yet. */
export function hasToastApi(): boolean {
  return api !== null;
}

export const TOAST_DEFAULTS = {
  placement: 'bottomRight' as const,
  showProgress: true,
  pauseOnHover: true,
  duration: 4,
  closable: true,
};

export interface ToastOptions {
  /** Toasts with the same key are one toast: a second one replaces the first instead of stacking. */
  key?: string;
}

/** The message may be a node, e.g. a sentence with a link to what was just made. */
function show(kind: ToastKind, title: string, message?: ReactNode, options: ToastOptions = {}) {
  const args = { ...TOAST_DEFAULTS, title, description: message, ...(options.key && { key: options.key }) };
  if (api) {
    api[kind](args);
    return;
  }
  staticShown = true;
  void import('antd/es/notification').then(({ default: staticApi }) => staticApi[kind](args));
}

/** Closes the toast shown with `key`, whichever API showed it (a toast from before sign-in outlives the login page). */
function dismiss(key: string) {
  api?.destroy?.(key);
  if (staticShown)
    void import('antd/es/notification').then(({ default: staticApi }) => staticApi.destroy(key));
}

export const toast = {
  success: (title: string, message?: ReactNode, options?: ToastOptions) =>
    show('success', title, message, options),
  error: (title: string, message?: ReactNode, options?: ToastOptions) =>
    show('error', title, message, options),
  warning: (title: string, message?: ReactNode, options?: ToastOptions) =>
    show('warning', title, message, options),
  info: (title: string, message?: ReactNode, options?: ToastOptions) => show('info', title, message, options),
  dismiss,
};
