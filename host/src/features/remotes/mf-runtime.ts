// The Module Federation runtime instance that the host's webpack build created. One module to mock in tests.
export { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
