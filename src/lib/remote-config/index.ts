export * from './contract';
export * from './flagNames';
export type { FetchRequest, FetchResponse } from './schemas';
