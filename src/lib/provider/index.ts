export * from './calls';
export * from './envelope';
export * from './errors';
export * from './providerClient';
export type { FieldMapping } from './reshape';
export * from './browserProviderClient';
