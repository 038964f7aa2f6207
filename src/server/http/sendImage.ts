import '@/server/serverOnly';

import type { NextApiRequest, NextApiResponse } from 'next';

/** What an image route answers: the bytes (or SVG text), their type and how long to keep them. */
export interface ImageAnswer {
  body: Buffer | string;
  contentType: string;
  cacheControl: string;
}

/**
 * Answers 200 with an image the site serves (camera images, ad creatives, map basemaps): its
 * type, length and caching, `nosniff`, and a policy under which an image opened on its own (an
 * SVG most of all) runs nothing and loads nothing. No body for HEAD.
 */
export function sendImage(req: NextApiRequest, res: NextApiResponse, image: ImageAnswer): void {
  const bytes = typeof image.body === 'string' ? Buffer.from(image.body, 'utf8') : image.body;
  res.setHeader('Content-Type', image.contentType);
  res.setHeader('Content-Length', String(bytes.length));
  res.setHeader('Cache-Control', image.cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  );
  res.status(200);
  if (req.method === 'HEAD') res.end();
  else res.send(bytes);
}
