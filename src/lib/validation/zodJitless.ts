/**
 * Makes zod parse without compiling its parsers, for the browser.
 *
 * zod probes `new Function` to decide whether it may compile its object parsers; under the site's
 * Content-Security-Policy (no 'unsafe-eval') the browser reports that probe as a violation even
 * though zod catches it. zod reads its settings from `globalThis.__zod_globalConfig` (created
 * when absent, so that every copy of zod shares them): setting `jitless` there before any schema
 * runs switches the probe off without bringing zod into the first-load JavaScript. The unit test
 * beside this file fails if zod stops reading the setting from there.
 */
export function makeZodJitless(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
