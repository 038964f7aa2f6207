import { apiHandler } from '@/server/http/apiHandler';
import { HttpError } from '@/server/http/httpError';
import { sendImage } from '@/server/http/sendImage';
import { cameraImageRequestSchema } from '@/server/cameras/cameraIds';
import { CameraImageError, cameraImage } from '@/server/cameras/cameras.service';

/**
 * `GET /web2/api/cameras/<weather|traffic>/<camera id>/image`: the camera's latest image, fetched
 * and kept by the server, so pages show camera images from this origin only. A malformed kind or
 * id is a 400, an unknown camera a 404, a source that does not answer a 503 (JSON `{ error }`).
 */
export default apiHandler({
  GET: async (req, res) => {
    const { kind, id } = cameraImageRequestSchema.parse(req.query);
    let image;
    try {
      image = await cameraImage(kind, id);
    } catch (err) {
      if (err instanceof CameraImageError) throw new HttpError(err.status, err.message);
      throw err;
    }
    sendImage(req, res, {
      body: image.bytes,
      contentType: image.contentType,
      cacheControl: `public, max-age=${image.maxAgeSeconds}`,
    });
    return undefined;
  },
});

export const config = { api: { bodyParser: false } };
