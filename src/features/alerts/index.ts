/** The alerts feature's public surface: a place's active weather alerts. */
export { ActiveAlerts } from './components/ActiveAlerts';
