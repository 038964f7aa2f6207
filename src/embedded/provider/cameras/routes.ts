import { z } from 'zod';

import { HttpError } from '@/server/http/httpError';

import { distanceKm } from '../gazetteer/grid';
import type { ProviderRoute } from '../routes';
import { DEMO_NOTE } from '../weather/source';
import { intParam, pointParams } from '../weather/params';
import {
  DEMO_CAMERA_ID,
  demoCameraById,
  demoCamerasAround,
  latestDemoImageMs,
  type DemoCamera,
} from './demoCameras';
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, renderDemoImage } from './demoImage';

export const DEMO_CAMERA_ATTRIBUTION =
  'Demo camera of this site, drawn from its demo weather model';

const kindParam = z.enum(['weather', 'traffic']);

/** Parameters of `/data/cameras/v1/nearby`: point, `kind`, `count` 1–12 (default 6). */
export const nearbyCameraParams = pointParams.extend({
  kind: kindParam,
  count: intParam(1, 12).default(6),
});

/** Parameters of `/data/cameras/v1/image`: a demo camera id. */
export const cameraImageParams = z.object({
  id: z.string().trim().max(40).regex(DEMO_CAMERA_ID, 'must be a demo camera id'),
});

const marking = {
  source: { kind: 'demo', attribution: DEMO_CAMERA_ATTRIBUTION },
  demo: true,
  note: DEMO_NOTE,
} as const;

function describe(camera: DemoCamera, nowMs: number) {
  return {
    id: camera.id,
    kind: camera.kind,
    name: camera.name,
    latitude: camera.latitude,
    longitude: camera.longitude,
    imageTime: new Date(latestDemoImageMs(camera.kind, nowMs)).toISOString(),
    imageWidth: DEMO_IMAGE_WIDTH,
    imageHeight: DEMO_IMAGE_HEIGHT,
  };
}

/** Camera paths of the embedded provider: the demo cameras near a point, and a demo camera's picture. */
export const cameraRoutes: ProviderRoute[] = [
  {
    path: '/data/cameras/v1/nearby',
    methods: {
      GET: ({ params }) => {
        const p = nearbyCameraParams.parse(params);
        const now = Date.now();
        const cameras = demoCamerasAround(p.latitude, p.longitude, p.kind)
          .map((camera) => ({
            camera,
            km: distanceKm(p.latitude, p.longitude, camera.latitude, camera.longitude),
          }))
          .sort((a, b) => a.km - b.km)
          .slice(0, p.count)
          .map(({ camera }) => describe(camera, now));
        return { ...marking, cameras };
      },
    },
  },
  {
    path: '/data/cameras/v1/image',
    methods: {
      GET: ({ params }) => {
        const { id } = cameraImageParams.parse(params);
        const camera = demoCameraById(id);
        if (!camera) throw new HttpError(404, `Unknown camera: ${id}`);
        const time = latestDemoImageMs(camera.kind, Date.now());
        const { svg, scene } = renderDemoImage(camera, time);
        return {
          ...marking,
          camera: describe(camera, time),
          contentType: 'image/svg+xml',
          svg,
          scene,
        };
      },
    },
  },
];
