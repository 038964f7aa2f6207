export * from './pageRoutes';
export * from './locationRoute';
export * from './navigation';
export * from './sitemapRoutes';
