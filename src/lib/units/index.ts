/**
 * Units: enumerations, conversions from metric base values, formatters, system rules and
 * distances on the Earth (station distances).
 */
export * from './enums';
export * from './convert';
export * from './format';
export * from './system';
export * from './distance';
export * from './compass';
