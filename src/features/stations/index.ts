/** The stations feature's public surface for other features (its slice is public too). */
export { StationSelector } from './components/StationSelector';
