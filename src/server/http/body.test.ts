import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';

import { discardBody } from './body';

/** A request whose body arrives in `chunks` (then ends, unless `open`). */
function requestWith(chunks: string[], open = false): IncomingMessage & PassThrough {
  const stream = new PassThrough();
  for (const chunk of chunks) stream.write(chunk);
  if (!open) stream.end();
  return Object.assign(stream, { headers: {}, complete: false }) as unknown as IncomingMessage &
    PassThrough;
}

describe('discardBody (a refused request: its body is read and dropped before the answer)', () => {
  it('reads a body within the limit to its end', async () => {
    const req = requestWith(['x'.repeat(6000), 'y'.repeat(4000)]);
    await expect(discardBody(req, 16 * 1024)).resolves.toBe(true);
    expect(req.readableEnded).toBe(true);
  });

  it('stops past the limit and says so (the answer then closes the connection)', async () => {
    const req = requestWith(['x'.repeat(6000), 'y'.repeat(6000)], true);
    await expect(discardBody(req, 8000)).resolves.toBe(false);
    expect(req.readableEnded).toBe(false);
  });

  it('gives up on a body that stops arriving', async () => {
    const req = requestWith(['x'.repeat(10)], true);
    await expect(discardBody(req, 8000, 50)).resolves.toBe(false);
  });

  it('is done at once for a request already read', async () => {
    const req = requestWith([]);
    req.resume();
    await new Promise((resolve) => req.on('end', resolve));
    await expect(discardBody(req)).resolves.toBe(true);
  });
});
