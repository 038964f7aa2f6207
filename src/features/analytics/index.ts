export { MeasurementBootstrap } from './components/MeasurementBootstrap';
export { addAnalyticsListeners } from './analyticsListeners';
export { analyticsSlice, eventQueued, makeEvent } from './analyticsSlice';
export { VITAL_THRESHOLDS, VITALS_ENDPOINT } from './vitalsRules';
