export { PopupMenu, type PopupMenuControls, type PopupMenuProps } from './PopupMenu';
