import '@/server/serverOnly';

/**
 * THE JOIN between the product and the embedded tile service, like
 * src/server/provider/embeddedTransport.ts is for the embedded provider: the only product module
 * that imports `@/embedded/tiles`. It lends a transport, not a shortcut: each request is written
 * as the URL it would travel as (`/tiles/<path>?<query>`), answered by the service in this process,
 * and the answer's JSON is read back and validated by the caller like a remote one.
 */
import { handleTileRequest, type TileWorkLimits } from '@/embedded/tiles';

export type { TileWorkLimits } from '@/embedded/tiles';

/** A JSON answer of the tile service. */
export interface TileJsonAnswer {
  status: number;
  body: unknown;
}

/** GET of a JSON path of the tile service (`/radar/summary?…`), in process. */
export async function getTileJson(url: string): Promise<TileJsonAnswer> {
  const parsed = new URL(url, 'http://embedded-tiles.invalid/tiles/');
  const answer = await handleTileRequest({
    method: 'GET',
    path: parsed.pathname.replace(/^\/tiles/, ''),
    query: Object.fromEntries(parsed.searchParams),
  });
  if (answer.type !== 'json') throw new Error(`The tile service answered a PNG for ${url}`);
  // Serialised and parsed as it would travel.
  return { status: answer.status, body: JSON.parse(JSON.stringify(answer.body)) as unknown };
}

/**
 * Renders the demo tiles at `urls` (`/tiles/<layer>/<frame>/<z>/<x>/<y>.png`) into the tile
 * service's cache, so the requests the browser sends for them with the page's head are answered at
 * once (the map's first view, src/server/maps). Tiles of RainViewer's frames (`rv-…`) are left to
 * the browser's own requests; a tile that fails is left to them too. With `limits` (the visitor's),
 * tiles not in memory are counted and drawn in the render queue, and the first refusal ends the
 * warming: the rest are left to the browser, which meets the limits itself.
 */
export async function warmTiles(urls: readonly string[], limits?: TileWorkLimits): Promise<void> {
  let refused = false;
  const refusal = (err: unknown): never => {
    refused = true;
    throw err;
  };
  const counted: TileWorkLimits | undefined = limits && {
    onMiss: () => limits.onMiss().catch(refusal),
    render: (draw) => limits.render(draw).catch(refusal),
  };
  for (const url of urls) {
    if (refused) return;
    const path = new URL(url, 'http://embedded-tiles.invalid/').pathname.replace(/^\/tiles/, '');
    if (/^\/[a-z]+\/rv-/.test(path)) continue;
    const request = { method: 'GET', path, query: {} };
    await handleTileRequest(counted ? { ...request, limits: counted } : request).catch(
      () => undefined,
    );
  }
}
