/**
 * @jest-environment node
 */
import { listenToOtherTabs, tellOtherTabs } from './otherTabs';

const isWord = (data: unknown): data is string => typeof data === 'string';
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Another tab: its own channel object, as another page has. */
function otherTab(channel: string) {
  const object = new BroadcastChannel(channel);
  const heard: unknown[] = [];
  object.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
  return { tell: (data: unknown) => object.postMessage(data), heard, close: () => object.close() };
}

describe('messages between the site’s open tabs', () => {
  it('delivers what another tab tells on the same channel, and only what the listener accepts', async () => {
    const heard: string[] = [];
    const stop = listenToOtherTabs('test-words', isWord, (word) => heard.push(word));
    const other = otherTab('test-words');
    other.tell('celsius');
    other.tell({ not: 'a word' });
    otherTab('test-other').tell('knots');
    await settle();
    expect(heard).toEqual(['celsius']);
    stop();
    other.close();
  });

  it('tells the other tabs, never the page that tells', async () => {
    const ownHeard: string[] = [];
    const stop = listenToOtherTabs('test-self', isWord, (word) => ownHeard.push(word));
    const other = otherTab('test-self');
    tellOtherTabs('test-self', 'saved');
    await settle();
    expect(other.heard).toEqual(['saved']);
    expect(ownHeard).toEqual([]);
    stop();
    other.close();
  });

  it('tells the other tabs when nothing in this page listens', async () => {
    const other = otherTab('test-quiet');
    tellOtherTabs('test-quiet', 'saved');
    await settle();
    expect(other.heard).toEqual(['saved']);
    other.close();
  });

  it('stops delivering once unsubscribed, and keeps delivering to the page’s other listeners', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = listenToOtherTabs('test-stop', isWord, (word) => first.push(word));
    const stopSecond = listenToOtherTabs('test-stop', isWord, (word) => second.push(word));
    stopFirst();
    const other = otherTab('test-stop');
    other.tell('late');
    await settle();
    expect(first).toEqual([]);
    expect(second).toEqual(['late']);
    stopSecond();
    other.tell('later');
    await settle();
    expect(second).toEqual(['late']);
    other.close();
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
