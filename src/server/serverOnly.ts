/**
 * The server-only marker: a module that imports it (`import '@/server/serverOnly';`) may never
 * reach a browser bundle. On the server (and in Jest) this module is empty; in a browser bundle
 * next.config.js aliases it to a path that does not exist, so `next build` fails with an import
 * trace naming the browser code that pulled a server module in. Modules that pages import only
 * from getServerSideProps stay out of the browser bundle, and build.
 *
 * Not the `server-only` package: Next 16 (Turbopack) refuses that import anywhere in the Pages
 * Router ("only available in Server Components in the App Router"), server bundles included.
 */
export {};
