import '@/server/serverOnly';

/** Remote feature flags on the server: the template store, its seed and the SSR reader. */
export * from './flags.repository';
export { inAppDefaults, seedFlags } from './seedFlags';
export { readRemoteFlags, resetRemoteFlagsCache } from './remoteFlags.service';
