/** Remote feature flags in the browser: fetch and activate, and the flags' selectors. */
export { RemoteConfigBootstrap } from './components/RemoteConfigBootstrap';
export { remoteFlagsSettled } from './remoteFlagsSettled';
export {
  fetchAndActivateRemoteConfig,
  remoteConfigSlice,
  selectAdTagVendorEnabled,
  selectMultiSizeTestAdEnabled,
  selectNewFooterEnabled,
  selectRemoteConfigError,
  selectRemoteConfigStatus,
  selectRemoteFlag,
  type FetchStatus,
  type RemoteConfigState,
} from './remoteConfigSlice';
export {
  REMOTE_CONFIG_ERROR_KINDS,
  RemoteConfigError,
  type RemoteConfigErrorKind,
  type RemoteConfigFailure,
} from './remoteConfigErrors';
