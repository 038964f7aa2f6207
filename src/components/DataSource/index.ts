export { DataUnavailable, DATA_UNAVAILABLE } from './DataUnavailable';
export { SourceNote } from './SourceNote';
