/** Values a message may interpolate: `{name}` in the message is replaced by `values.name`. */
export type MessageValues = Record<string, string | number>;

/** A namespace of the catalogue: message keys and their en-US texts. */
export type Messages = Readonly<Record<string, string>>;

/** What a key of the catalogue that has no text renders (the key names the namespace too). */
export function missingTranslation(key: string): string {
  return `Missing translation for key: ${key}`;
}

/**
 * A message cut at its placeholders: texts at even indexes, names at odd ones
 * (`'{a} of {b}'` → `['', 'a', ' of ', 'b', '']`). Cut once per message and kept: messages are
 * the catalogue's, a fixed set, and pages format the same ones on every render.
 */
const cutMessages = new Map<string, readonly string[]>();

function cut(message: string): readonly string[] {
  let parts = cutMessages.get(message);
  if (!parts) {
    parts = message.split(/\{(\w+)\}/);
    cutMessages.set(message, parts);
  }
  return parts;
}

/** The text of `message` with each `{name}` replaced by its value; unknown names stay as written. */
export function formatMessage(message: string, values?: MessageValues): string {
  if (!values) return message;
  const parts = cut(message);
  let text = parts[0] ?? '';
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] as string;
    text +=
      (Object.hasOwn(values, name) ? String(values[name]) : `{${name}}`) + (parts[i + 1] ?? '');
  }
  return text;
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
