/** Values a message may interpolate: `{name}` in the message is replaced by `values.name`. */
export type MessageValues = Record<string, string | number>;

/** A namespace of the catalogue: message keys and their en-US texts. */
export type Messages = Readonly<Record<string, string>>;

/** What a key of the catalogue that has no text renders (the key names the namespace too). */
export function missingTranslation(key: string): string {
  return `Missing translation for key: ${key}`;
}

/** The text of `message` with each `{name}` replaced by its value; unknown names stay as written. */
export function formatMessage(message: string, values?: MessageValues): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * The translate function of one namespace of the catalogue (`src/lib/i18n/en-US/<namespace>.ts`).
 * Keys are typed, so a missing key is a compile error; a key computed at run time that the
 * namespace lacks renders 'Missing translation for key: {namespace}.{key}'.
 */
export function translator<M extends Messages>(namespace: string, messages: M) {
  return function t(key: keyof M | (string & {}), values?: MessageValues): string {
    const text = Object.hasOwn(messages, key) ? messages[key as string] : undefined;
    return text === undefined
      ? missingTranslation(`${namespace}.${String(key)}`)
      : formatMessage(text, values);
  };
}
