import { create } from 'zustand';

/** Set once the shell chunk (and with it antd) is loaded, so the root can mount the toast host. */
export const useShellLoaded = create<{ loaded: boolean }>(() => ({ loaded: false }));
export const markShellLoaded = () => useShellLoaded.setState({ loaded: true });
