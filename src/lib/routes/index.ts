export * from './pageRoutes';
export * from './locationRoute';
export * from './navigation';
