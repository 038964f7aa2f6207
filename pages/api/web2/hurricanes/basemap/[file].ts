import { hurricaneBasemapDocument } from '@/features/hurricanes';
import { apiHandler } from '@/server/http/apiHandler';
import { HttpError } from '@/server/http/httpError';
import { sendImage } from '@/server/http/sendImage';
import { loadSvgBasemap } from '@/server/hurricanes/basemap';
import { basemapFileSchema } from '@/server/hurricanes/basemapBox';
import { answerLimitError, renderLimitsFor } from '@/server/rate-limit';

/** A box's land and sea do not change with the weather: the outlines ship with the site. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * `GET /web2/api/hurricanes/basemap/<west>,<south>,<east>,<north>.svg`: the land under a hurricane
 * map of that box (the hurricane pages link it from their maps), drawn from the Natural Earth
 * outlines and kept per box. A malformed box is a 400; outlines that cannot be read a 503 (JSON
 * `{ error }`). A box in memory is answered at once; one to draw is counted against the client's
 * `basemapRenders` limit (429 with Retry-After over it) and drawn in the process's render queue
 * (503 with Retry-After when it is full or the wait too long).
 */
export default apiHandler({
  GET: async (req, res) => {
    const box = basemapFileSchema.parse(req.query.file);
    let svg: string | null;
    try {
      svg = await loadSvgBasemap(
        box,
        hurricaneBasemapDocument,
        renderLimitsFor(req, 'basemapRenders'),
      );
    } catch (err) {
      // Answered here, not by apiHandler: a refusal under load is expected, not an error to log.
      if (answerLimitError(err, res)) return undefined;
      throw err;
    }
    if (svg === null) throw new HttpError(503, 'The map outlines could not be read');
    sendImage(req, res, {
      body: svg,
      contentType: 'image/svg+xml; charset=utf-8',
      cacheControl: CACHE_CONTROL,
    });
    return undefined;
  },
});

export const config = { api: { bodyParser: false } };
