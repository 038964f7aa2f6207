import '@/server/serverOnly';

import type { GetServerSideProps } from 'next';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/cameras';
import type { ErrorStatusPageProps } from '@/lib/http/errorStatusPage';
import { locationRoute, pageRoute } from '@/lib/routes';
import { getConfig } from '@/server/config';
import { siteOrigin } from '@/server/http/siteOrigin';
import { currentSlugRedirect, locationPageProps } from '@/server/pages/locationPage';
import { buildVisitorPageProps, withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';
import { conditionsPlaceFor, readWeatherOrNull } from '@/server/weather/weather.service';
import type { CameraKind, CameraList, CameraSummary } from '@/types/cameras';
import type { Locality } from '@/types/location';
import type { PageProps } from '@/types/page';
import type { CurrentWeather } from '@/types/weather';

import { cameraIdSchema } from './cameraIds';
import { cameraNear, camerasNear } from './cameras.service';

const t = translator('cameras', messages);

/** The page table's patterns of each kind's list and detail pages. */
const PATTERNS: Record<CameraKind, { list: string; detail: string }> = {
  weather: {
    list: '/weather-camera/[location]',
    detail: '/weather-camera/[location]/[camera]',
  },
  traffic: { list: '/traffic-cam/[location]', detail: '/traffic-cam/[location]/[camera]' },
};

/** getServerSideProps of a camera list page: the place's frame and the cameras near it (never 503). */
export function cameraListPageProps(kind: CameraKind) {
  return locationPageProps<{ cameras: CameraList }>({
    pattern: PATTERNS[kind].list,
    title: (place) => t(kind === 'weather' ? 'listTitleWeather' : 'listTitleTraffic', { place }),
    description: (place) =>
      t(kind === 'weather' ? 'listDescriptionWeather' : 'listDescriptionTraffic', { place }),
    load: async (locality) => ({ cameras: await camerasNear(kind, locality) }),
  });
}

/** The props of a camera's page beyond the frame. */
export interface CameraDetailProps {
  kind: CameraKind;
  camera: CameraSummary | null;
  others: CameraSummary[];
  current: CurrentWeather | null;
}

const distanceText = (camera: CameraSummary) =>
  t('distance', {
    distance: `${Math.max(1, Math.round(camera.distanceKm))} km`,
    direction: camera.direction,
  });

/**
 * getServerSideProps of a camera's page (`/weather-camera/<place>/<camera>`): the visitor's frame
 * with the place active, the camera (404 for an unknown place, a malformed id or a camera that is
 * not near the place; a 308 to the place's current slug for a previous one), the other cameras
 * near it and the place's current conditions (left out when they cannot be read). A camera source
 * that does not answer keeps the page at 200 with "Camera is not available at this time".
 */
export function cameraDetailPageProps(
  kind: CameraKind,
): GetServerSideProps<(PageProps & CameraDetailProps) | ErrorStatusPageProps> {
  const route = pageRoute(PATTERNS[kind].detail);
  const listTemplate = pageRoute(PATTERNS[kind].list).locationPath ?? '';
  return withUpstreamBudgetPage<PageProps & CameraDetailProps>(async (ctx) => {
    const slug = typeof ctx.params?.location === 'string' ? ctx.params.location : '';
    const id = cameraIdSchema.safeParse(ctx.params?.camera);
    if (!id.success) return { notFound: true };
    const listPath = locationRoute(listTemplate, { SlugName: slug });
    const canonicalPath = `${listPath}/${encodeURIComponent(id.data)}`;
    const nameOf = (locality: Locality | undefined) => locality?.DisplayCompositeName ?? 'Local';
    const page = await buildVisitorPageProps(ctx, {
      pageId: route.pageId,
      canonicalPath,
      location: { slug },
      title: (p) =>
        t(kind === 'weather' ? 'listTitleWeather' : 'listTitleTraffic', {
          place: nameOf(p.ActiveLocation?.Locality),
        }),
      description: (p) =>
        t(kind === 'weather' ? 'listDescriptionWeather' : 'listDescriptionTraffic', {
          place: nameOf(p.ActiveLocation?.Locality),
        }),
    });
    const location = page?.profile.ActiveLocation;
    const locality = location?.Locality;
    if (!page || !location || !locality) return { notFound: true };
    const currentPath = `${locationRoute(listTemplate, locality)}/${encodeURIComponent(id.data)}`;
    const moved = currentSlugRedirect(ctx, slug, locality, currentPath);
    if (moved) return moved;
    const [found, current] = await Promise.all([
      cameraNear(kind, locality, id.data),
      conditionsPlaceFor(location).then((place) => readWeatherOrNull('current', place)),
    ]);
    if (found.status === 'unknown') return { notFound: true };
    const place = locality.DisplayCompositeName;
    const camera = found.status === 'found' ? found.camera : null;
    const origin = siteOrigin();
    const seo = { ...page.props.seo };
    if (camera) {
      const title = t(kind === 'weather' ? 'detailTitleWeather' : 'detailTitleTraffic', {
        camera: camera.name,
        place,
      });
      seo.title = `${title} | ${getConfig().env.SITE_NAME}`;
      seo.description = t('detailDescription', {
        camera: camera.name,
        distance: t('distanceFrom', { distance: distanceText(camera), place }),
        place,
      });
    }
    seo.breadcrumbs = [
      { name: t('breadcrumbHome'), url: new URL('/', origin).toString() },
      {
        name: `${place} ${pageRoute(PATTERNS[kind].list).displayName}`,
        url: new URL(listPath, origin).toString(),
      },
      ...(camera ? [{ name: camera.name, url: new URL(canonicalPath, origin).toString() }] : []),
    ];
    return {
      props: {
        ...page.props,
        seo,
        kind,
        camera,
        others: found.others,
        current,
      },
    };
  });
}
