export { Dialog, type DialogInitialFocus, type DialogProps, type DialogVariant } from './Dialog';
