/** Alert notifications for favourite places (Web Push): the per-place switch and the privacy note. */
export { PushToggle, type PushPlace } from './components/PushToggle';
export { PushPrivacyNote } from './components/PushPrivacyNote';
