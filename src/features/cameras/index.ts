/** The camera pages' UI: cards, the weather/traffic tabs, images, times, the unavailable message. */
export { CameraCard } from './components/CameraCard';
export { CameraImage } from './components/CameraImage';
export { CameraTabs } from './components/CameraTabs';
export { CameraTime } from './components/CameraTime';
export { CameraUnavailable } from './components/CameraUnavailable';
export { cameraDetailPath, cameraListPath, CAMERA_LIST_PATTERNS } from './cameraPaths';
export { t as cameraText } from './i18n';
export { useCameraDistance } from './useCameraDistance';
