import { SiteLink } from '@/components/SiteLink';

import type { LegalSection } from '../legalDocument';

/** One data source or piece of work the site is built on, with its licence and credit. */
export interface Partner {
  name: string;
  url: string;
  /** What the site uses it for. */
  use: string;
  licence: string;
  licenceUrl?: string;
}

/** Weather sources: what every forecast, alert, radar image and storm page is made from. */
export const WEATHER_PARTNERS: readonly Partner[] = [
  {
    name: 'Open-Meteo',
    url: 'https://open-meteo.com',
    use: 'Current conditions, hourly and 10-day forecasts, and air quality, from national weather models. Credited as “Weather data by Open-Meteo.com”.',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  },
  {
    name: 'National Weather Service (NOAA)',
    url: 'https://www.weather.gov',
    use: 'Official watches, warnings and advisories for places in the United States and its territories. Credited as “Alerts: U.S. National Weather Service (public domain)”.',
    licence: 'Public domain (a work of the U.S. government)',
  },
  {
    name: 'Environment and Climate Change Canada',
    url: 'https://weather.gc.ca',
    use: 'Official warnings, watches, advisories and statements for places in Canada, from the CAP alerts of its MSC Datamart. Credited as “Alerts: Environment and Climate Change Canada (MSC Datamart)”.',
    licence: 'Environment and Climate Change Canada Data Servers End-use Licence, with attribution',
    licenceUrl: 'https://eccc-msc.github.io/open-data/licence/readme_en/',
  },
  {
    name: 'MeteoAlarm (EUMETNET)',
    url: 'https://www.meteoalarm.org',
    use: 'Official weather warnings for places in its member countries in Europe, issued by each country’s national weather service (such as the Met Office, Météo-France or Deutscher Wetterdienst). Each is credited to its service, as in “Warnings: Deutscher Wetterdienst via MeteoAlarm (EUMETNET, meteoalarm.org)”.',
    licence:
      'MeteoAlarm terms of use, with attribution to MeteoAlarm and the issuing national service',
  },
  {
    name: 'National Hurricane Center (NOAA)',
    url: 'https://www.nhc.noaa.gov',
    use: 'Active storms, forecast cones and tracks, watches and warnings, public advisories and the Tropical Weather Outlook.',
    licence: 'Public domain (a work of the U.S. government)',
  },
  {
    name: 'RainViewer',
    url: 'https://www.rainviewer.com',
    use: 'Radar images on the weather map and the radar animation of the past two hours. Credited as “Radar data by RainViewer”.',
    licence: 'RainViewer API terms, with attribution',
    licenceUrl: 'https://www.rainviewer.com/api.html',
  },
];

/** Place, map and location sources. */
export const MAP_PARTNERS: readonly Partner[] = [
  {
    name: 'GeoNames',
    url: 'https://www.geonames.org',
    use: 'The names, positions, time zones and populations of about 135,000 places, for search and for place labels on maps.',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  },
  {
    name: 'Natural Earth',
    url: 'https://www.naturalearthdata.com',
    use: 'Land, coastlines, lakes and borders on the weather and hurricane maps.',
    licence: 'Public domain',
  },
  {
    name: 'U.S. Census Bureau cartographic boundaries',
    url: 'https://www.census.gov/geographies/mapping-files.html',
    use: 'US state borders on the maps.',
    licence: 'Public domain (a work of the U.S. government)',
  },
  {
    name: 'MaxMind GeoLite2',
    url: 'https://www.maxmind.com',
    use: 'The city or region of an IP address, to open the site on a nearby place. This site includes GeoLite2 data created by MaxMind.',
    licence: 'CC BY-SA 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
  },
  {
    name: 'OurAirports',
    url: 'https://ourairports.com/data/',
    use: 'The airports with scheduled passenger service that the travel page’s major airports near a place are chosen from.',
    licence: 'Public domain',
  },
  {
    name: 'OpenFlights',
    url: 'https://openflights.org/data',
    use: 'Airports with an ICAO code, the weather stations you can choose for a place, and the time zones and cities of the travel page’s airports.',
    licence: 'Open Database License',
    licenceUrl: 'https://opendatacommons.org/licenses/odbl/1-0/',
  },
];

/** Camera images: the live pictures of the weather and traffic camera pages. */
export const CAMERA_PARTNERS: readonly Partner[] = [
  {
    name: 'Iowa Environmental Mesonet (Iowa State University)',
    url: 'https://mesonet.agron.iastate.edu',
    use: 'Weather camera images near places in Iowa and the states around it: the sky cameras of the television stations it partners with, credited as “Iowa Environmental Mesonet and its partner stations”, and the Iowa Department of Transportation’s road weather cameras, credited as “Iowa DOT road weather camera, via the Iowa Environmental Mesonet”.',
    licence:
      'No licence stated: the images remain their owners’ and are shown with their credit, never archived',
  },
  {
    name: 'Caltrans (California Department of Transportation)',
    url: 'https://cwwp2.dot.ca.gov',
    use: 'Traffic camera (CCTV) images near places in California, from its Commercial Wholesale Web Portal. Credited as “Caltrans (California Department of Transportation)”.',
    licence: 'Caltrans conditions of use, free of charge, with the source credited',
  },
];

/** Artwork and software the pages are drawn with. */
export const SOFTWARE_PARTNERS: readonly Partner[] = [
  {
    name: 'Meteocons by Bas Milius',
    url: 'https://meteocons.com',
    use: 'The weather icons.',
    licence: 'MIT',
  },
  {
    name: 'Noto Sans',
    url: 'https://fonts.google.com/noto/specimen/Noto+Sans',
    use: 'The lettering of place names on the maps.',
    licence: 'SIL Open Font License 1.1',
    licenceUrl: 'https://openfontlicense.org',
  },
  {
    name: 'SunCalc',
    url: 'https://github.com/mourner/suncalc',
    use: 'Sunrise, sunset and moon times, computed by the site.',
    licence: 'BSD 2-Clause',
  },
  {
    name: 'MapLibre GL JS',
    url: 'https://maplibre.org',
    use: 'The interactive weather and station maps.',
    licence: 'BSD 3-Clause',
  },
];

function PartnerList({ partners }: { partners: readonly Partner[] }) {
  return (
    <dl>
      {partners.map((partner) => (
        <div key={partner.name}>
          <dt>
            <a href={partner.url}>{partner.name}</a>
          </dt>
          <dd>
            {partner.use} Licence:{' '}
            {partner.licenceUrl ? (
              <a href={partner.licenceUrl}>{partner.licence}</a>
            ) : (
              partner.licence
            )}
            .
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What the partners page fills in from the configuration. */
export interface PartnersContext {
  siteName: string;
  /** Where advertisers reach us (a page or a mailto: link); null: the section is left out. */
  advertisersUrl: string | null;
}

/** The partners page, section by section (the long text of `/partners`). */
export function partnersPage({ siteName, advertisersUrl }: PartnersContext): LegalSection[] {
  const sections: LegalSection[] = [
    {
      id: 'weather-data',
      heading: 'Weather data',
      body: (
        <>
          <p>
            Forecasts, alerts, radar and hurricane information come from these sources. When one of
            them does not answer, a demonstration model fills the gap and the page says &ldquo;Demo
            data&rdquo; (or &ldquo;Sample data&rdquo; on the hurricane pages).
          </p>
          <PartnerList partners={WEATHER_PARTNERS} />
        </>
      ),
    },
    {
      id: 'camera-images',
      heading: 'Camera images',
      body: (
        <>
          <p>
            The weather and traffic camera pages show the latest images of these cameras near the
            place. Elsewhere, or when they do not answer, a picture drawn from the demonstration
            model stands in, marked &ldquo;Demo camera&rdquo;.
          </p>
          <PartnerList partners={CAMERA_PARTNERS} />
        </>
      ),
    },
    {
      id: 'places-and-maps',
      heading: 'Places and maps',
      body: <PartnerList partners={MAP_PARTNERS} />,
    },
    {
      id: 'icons-and-software',
      heading: 'Icons, fonts and software',
      body: (
        <>
          <p>
            {siteName} is built with open-source software, including these projects whose work you
            see on the pages.
          </p>
          <PartnerList partners={SOFTWARE_PARTNERS} />
        </>
      ),
    },
    {
      id: 'advertising-partners',
      heading: 'Advertising partners',
      body: (
        <p>
          {siteName} is free to use because it shows advertising. Our advertising partners receive
          information only as our{' '}
          <SiteLink href="/legal/privacy#digitaladvertisingandyourchoices">Privacy Policy</SiteLink>{' '}
          describes, and never when you have opted out. Ads and sponsored content are always marked
          as such.
        </p>
      ),
    },
  ];
  if (advertisersUrl)
    sections.push({
      id: 'advertise-with-us',
      heading: 'Advertise with us',
      body: (
        <p>
          Reach people when they check the weather. To talk about campaigns and sponsorships,{' '}
          <a href={advertisersUrl}>contact our advertising team</a>.
        </p>
      ),
    });
  return sections;
}
