import { notification } from 'antd';

/**
 * Toasts bottom right with a close button and a progress bar (spec 1 §9). Screens and the api client call
 * these; the host's <App> hands in its context-aware notification API so toasts follow the theme.
 */
type NotificationApi = Pick<typeof notification, 'success' | 'error' | 'warning' | 'info'>;
let api: NotificationApi = notification;

export function setToastApi(next: NotificationApi) {
  api = next;
}

const base = { placement: 'bottomRight' as const, showProgress: true, pauseOnHover: true, duration: 4 };

export const toast = {
  success: (title: string, message?: string) => api.success({ ...base, title, description: message }),
  error: (title: string, message?: string) => api.error({ ...base, title, description: message }),
  warning: (title: string, message?: string) => api.warning({ ...base, title, description: message }),
  info: (title: string, message?: string) => api.info({ ...base, title, description: message }),
};
