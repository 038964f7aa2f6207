/** Units: enumerations, conversions from metric base values, formatters and system rules. */
export * from './enums';
export * from './convert';
export * from './format';
export * from './system';
