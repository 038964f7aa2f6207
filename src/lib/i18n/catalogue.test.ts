import fs from 'node:fs';
import path from 'node:path';

/**
 * Checks every namespace file of the en-US catalogue: each exports `messages`, every message is a
 * non-empty string, no key is written twice in the file (an object literal silently keeps the
 * last one) and placeholders are only of the form `{name}`.
 */
const directory = path.join(__dirname, 'en-US');
const files = fs
  .readdirSync(directory)
  .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
  .sort();

/** The keys written in the source of a namespace file, in order, duplicates kept. */
function keysInSource(source: string): string[] {
  const keys: string[] = [];
  const keyPattern = /^\s*(?:'([^']+)'|"([^"]+)"|([A-Za-z_$][\w$]*))\s*:/gm;
  for (const match of source.matchAll(keyPattern)) {
    keys.push(match[1] ?? match[2] ?? match[3] ?? '');
  }
  return keys;
}

/** Braces that are not a `{name}` placeholder: stray, nested, empty or with other characters. */
function malformedPlaceholders(message: string): string[] {
  const withoutPlaceholders = message.replace(/\{[A-Za-z_]\w*\}/g, '');
  return withoutPlaceholders.match(/[{}]/g) ?? [];
}

describe('the en-US message catalogue', () => {
  it('has namespace files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  describe.each(files)('%s', (file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require(path.join(directory, file)) as { messages?: unknown };
    const messages = loaded.messages as Record<string, unknown> | undefined;

    it('exports its messages', () => {
      expect(messages).toBeInstanceOf(Object);
      expect(Object.keys(messages ?? {}).length).toBeGreaterThan(0);
    });

    it('has only non-empty string messages', () => {
      for (const [key, message] of Object.entries(messages ?? {})) {
        expect({ key, type: typeof message }).toEqual({ key, type: 'string' });
        expect({ key, empty: String(message).trim() === '' }).toEqual({ key, empty: false });
      }
    });

    it('writes each key once', () => {
      const source = fs.readFileSync(path.join(directory, file), 'utf8');
      const body = source.slice(source.indexOf('messages'));
      const keys = keysInSource(body);
      const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
      expect(duplicates).toEqual([]);
      expect(new Set(keys)).toEqual(new Set(Object.keys(messages ?? {})));
    });

    it('has only well-formed {name} placeholders', () => {
      for (const [key, message] of Object.entries(messages ?? {})) {
        expect({ key, malformed: malformedPlaceholders(String(message)) }).toEqual({
          key,
          malformed: [],
        });
      }
    });
  });
});
