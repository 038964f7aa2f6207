import { callRoute } from '@tests/utils/apiRoute';

import handler from '../../pages/api/tiles/[...path]';

/** The tile service's HTTP route: PNG tiles, JSON frame lists, JSON errors. */
describe('/tiles/*', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers a frame list and a PNG tile of its latest frame', async () => {
    // One moment for both requests: a new radar frame between them would make this tile an old one.
    jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    const frames = await callRoute(handler, { url: '/tiles/radar/frames' });
    expect(frames.status).toBe(200);
    expect(frames.headers['cache-control']).toBe('public, max-age=60');
    const { frames: list } = frames.body as { frames: Array<{ url: string }> };
    expect(list).toHaveLength(13);
    const url = (list.at(-1)?.url ?? '').replace('{z}/{x}/{y}', '7/26/48');
    const tile = await callRoute(handler, { url: `/api${url}` });
    expect(tile.status).toBe(200);
    expect(tile.headers['content-type']).toBe('image/png');
    expect(tile.headers['cache-control']).toBe('public, max-age=120');
  });

  it('refuses a tile off the grid with a JSON error that is not cached', async () => {
    const frames = await callRoute(handler, { url: '/tiles/temperature/frames' });
    const { frames: list } = frames.body as { frames: Array<{ url: string }> };
    const url = (list[0]?.url ?? '').replace('{z}/{x}/{y}', '3/8/0');
    const answer = await callRoute(handler, { url });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: expect.stringContaining('No tile 3/8/0') });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('refuses a host that is not the site', async () => {
    const answer = await callRoute(handler, {
      url: '/tiles/radar/frames',
      headers: { host: 'evil.example' },
    });
    expect(answer.status).toBe(400);
  });
});
