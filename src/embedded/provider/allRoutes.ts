import { adRoutes } from './ads/routes';
import { cameraRoutes } from './cameras/routes';
import { eventRoutes } from './events/routes';
import { directoryRoutes } from './gazetteer/directoryRoutes';
import { gazetteerRoutes } from './gazetteer/routes';
import { hurricaneRoutes } from './hurricanes/routes';
import { legalRoutes } from './legal/routes';
import { notificationRoutes } from './notifications/routes';
import { providerRoutes } from './routes';
import { stationRoutes } from './stations/routes';
import { weatherRoutes } from './weather/routes';

/** Registers every area's routes once per process. */
export function registerProviderRoutes(): void {
  const all = [
    ...gazetteerRoutes,
    ...directoryRoutes,
    ...weatherRoutes,
    ...stationRoutes,
    ...notificationRoutes,
    ...hurricaneRoutes,
    ...legalRoutes,
    ...eventRoutes,
    ...adRoutes,
    ...cameraRoutes,
  ];
  for (const route of all) {
    if (!providerRoutes.some((r) => r.path === route.path)) providerRoutes.push(route);
  }
}
