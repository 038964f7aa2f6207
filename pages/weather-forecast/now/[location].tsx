import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { ForecastNowView, type ForecastNowData } from '@/application/page-views/ForecastNowView';
import { locationPageProps } from '@/server/pages/locationPage';
import { conditionsSourceFor, readWeatherOrNull } from '@/server/weather/weather.service';
import { forecastDays, hourlyGlance, PART_HOURS } from '@/features/forecast';

const t = translator('pageHeads', messages);

/** Hours of the hourly forecast the page shows (the strip) and reads the pressure tendency from. */
const STRIP_HOURS = 13;

// Every section degrades alone: a failed read leaves only its own section without data.
export const getServerSideProps = locationPageProps<ForecastNowData>({
  pattern: '/weather-forecast/now/[location]',
  title: (name) => t('forecastNow.title', { name }),
  description: (name) => t('forecastNow.description', { name }),
  load: async (locality, _ctx, location) => {
    // One read of the place's stations says where the conditions are read and what the page says.
    const source = conditionsSourceFor(location);
    const [current, station, hourly, daily, alerts, airQuality] = await Promise.all([
      source.then(({ place }) => readWeatherOrNull('current', place)),
      source.then(({ station: from }) => from),
      readWeatherOrNull('hourly', locality, { hours: PART_HOURS }),
      readWeatherOrNull('daily', locality, { days: 10 }),
      readWeatherOrNull('alerts', locality),
      readWeatherOrNull('airQuality', locality),
    ]);
    const days = daily && forecastDays(daily, hourly?.hours ?? null, 1);
    const parts = days?.parts[0];
    return {
      current,
      station,
      hourly: hourly && hourlyGlance(hourly, STRIP_HOURS),
      // Today's high, low and chance as its daytime and tonight tell them (`withPartFigures`).
      daily: days?.daily ?? null,
      // Today's daytime while it lasts, then tonight (`tonightPart`).
      daytime: parts?.day ?? null,
      tonight: parts && !parts.day ? parts.night : null,
      alerts,
      airQuality,
    };
  },
});

export default withLayout(withErrorStatus(ForecastNowView), siteLayout());
