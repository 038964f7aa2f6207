/**
 * Intl.DateTimeFormat instances, one per locale and options, made once: making a formatter costs
 * far more than using one (in a browser the first also loads its date-formatting data: about
 * 50 ms of a throttled phone's start-up), and a page formats the same kind of time many times.
 */
const made = new Map<string, Intl.DateTimeFormat>();

/** At most this many formatters are kept (zones are the gazetteer's few hundred). */
const MAX_FORMATTERS = 1000;

/**
 * The formatter for `locale` and `options`, made on first use. Throws as the constructor does
 * (a RangeError for a time zone the runtime does not know), and keeps nothing then.
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    if (made.size >= MAX_FORMATTERS) made.clear();
    made.set(key, format);
  }
  return format;
}
