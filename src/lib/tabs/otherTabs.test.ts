/**
 * @jest-environment node
 */
import { listenToOtherTabs, tellOtherTabs } from './otherTabs';

const isWord = (data: unknown): data is string => typeof data === 'string';

/** Resolves with what arrived on `channel` after `act`, once nothing more comes for a moment. */
async function heardAfter(channel: string, act: () => void): Promise<string[]> {
  const heard: string[] = [];
  const stop = listenToOtherTabs(channel, isWord, (word) => heard.push(word));
  act();
  await new Promise((resolve) => setTimeout(resolve, 50));
  stop();
  return heard;
}

describe('messages between the site’s open tabs', () => {
  it('delivers what another tab tells on the same channel, and only what the listener accepts', async () => {
    const heard = await heardAfter('test-words', () => {
      tellOtherTabs('test-words', 'celsius');
      tellOtherTabs('test-words', { not: 'a word' });
      tellOtherTabs('test-other', 'knots');
    });
    expect(heard).toEqual(['celsius']);
  });

  it('stops delivering once unsubscribed', async () => {
    const heard: string[] = [];
    const stop = listenToOtherTabs('test-stop', isWord, (word) => heard.push(word));
    stop();
    tellOtherTabs('test-stop', 'late');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([]);
  });

  it('does nothing in a browser without BroadcastChannel', () => {
    const saved = globalThis.BroadcastChannel;
    // @ts-expect-error: a browser without the API
    delete globalThis.BroadcastChannel;
    try {
      expect(() => tellOtherTabs('test-none', 'x')).not.toThrow();
      const stop = listenToOtherTabs('test-none', isWord, () => undefined);
      expect(() => stop()).not.toThrow();
    } finally {
      globalThis.BroadcastChannel = saved;
    }
  });
});
