/** A MeteoAlarm member: its feed's country name and the national service issuing its warnings. */
export interface MeteoAlarmCountry {
  /** The `<country-name>` of `feeds/meteoalarm-legacy-atom-<country-name>`. */
  feed: string;
  service: string;
  url: string;
}

/**
 * MeteoAlarm (EUMETNET) members by ISO 3166-1 alpha-2 code. The feed names follow MeteoAlarm's
 * published list of legacy feeds (docs/provider-api.md says which were checked).
 */
export const METEOALARM_COUNTRIES: Readonly<Record<string, MeteoAlarmCountry>> = {
  AT: { feed: 'austria', service: 'GeoSphere Austria', url: 'https://www.geosphere.at/' },
  BA: {
    feed: 'bosnia-herzegovina',
    service: 'Federal Hydrometeorological Institute',
    url: 'https://www.fhmzbih.gov.ba/',
  },
  BE: { feed: 'belgium', service: 'Royal Meteorological Institute', url: 'https://www.meteo.be/' },
  BG: { feed: 'bulgaria', service: 'NIMH Bulgaria', url: 'https://www.meteo.bg/' },
  CH: { feed: 'switzerland', service: 'MeteoSwiss', url: 'https://www.meteoswiss.admin.ch/' },
  CY: {
    feed: 'cyprus',
    service: 'Cyprus Department of Meteorology',
    url: 'https://www.dom.org.cy/',
  },
  CZ: {
    feed: 'czechia',
    service: 'Czech Hydrometeorological Institute',
    url: 'https://www.chmi.cz/',
  },
  DE: { feed: 'germany', service: 'Deutscher Wetterdienst', url: 'https://www.dwd.de/' },
  DK: { feed: 'denmark', service: 'Danish Meteorological Institute', url: 'https://www.dmi.dk/' },
  EE: {
    feed: 'estonia',
    service: 'Estonian Environment Agency',
    url: 'https://www.ilmateenistus.ee/',
  },
  ES: { feed: 'spain', service: 'AEMET', url: 'https://www.aemet.es/' },
  FI: {
    feed: 'finland',
    service: 'Finnish Meteorological Institute',
    url: 'https://en.ilmatieteenlaitos.fi/',
  },
  FR: { feed: 'france', service: 'Météo-France', url: 'https://meteofrance.com/' },
  GB: { feed: 'united-kingdom', service: 'Met Office', url: 'https://www.metoffice.gov.uk/' },
  GR: {
    feed: 'greece',
    service: 'Hellenic National Meteorological Service',
    url: 'https://www.emy.gr/',
  },
  HR: {
    feed: 'croatia',
    service: 'Croatian Meteorological and Hydrological Service',
    url: 'https://meteo.hr/',
  },
  HU: { feed: 'hungary', service: 'HungaroMet', url: 'https://www.met.hu/' },
  IE: { feed: 'ireland', service: 'Met Éireann', url: 'https://www.met.ie/' },
  IL: { feed: 'israel', service: 'Israel Meteorological Service', url: 'https://ims.gov.il/' },
  IS: { feed: 'iceland', service: 'Icelandic Met Office', url: 'https://en.vedur.is/' },
  IT: {
    feed: 'italy',
    service: 'Italian Air Force Meteorological Service',
    url: 'https://www.meteoam.it/',
  },
  LT: {
    feed: 'lithuania',
    service: 'Lithuanian Hydrometeorological Service',
    url: 'https://www.meteo.lt/',
  },
  LU: { feed: 'luxembourg', service: 'MeteoLux', url: 'https://www.meteolux.lu/' },
  LV: {
    feed: 'latvia',
    service: 'Latvian Environment, Geology and Meteorology Centre',
    url: 'https://www.meteo.lv/',
  },
  MD: {
    feed: 'moldova',
    service: 'State Hydrometeorological Service',
    url: 'http://www.meteo.md/',
  },
  ME: {
    feed: 'montenegro',
    service: 'Institute of Hydrometeorology and Seismology',
    url: 'https://www.meteo.co.me/',
  },
  MK: {
    feed: 'republic-of-north-macedonia',
    service: 'Hydrometeorological Service',
    url: 'http://www.uhmr.gov.mk/',
  },
  MT: {
    feed: 'malta',
    service: 'Malta Meteorological Office',
    url: 'https://www.maltairport.com/weather/',
  },
  NL: { feed: 'netherlands', service: 'KNMI', url: 'https://www.knmi.nl/' },
  NO: { feed: 'norway', service: 'Norwegian Meteorological Institute', url: 'https://www.met.no/' },
  PL: { feed: 'poland', service: 'IMGW-PIB', url: 'https://www.imgw.pl/' },
  PT: { feed: 'portugal', service: 'IPMA', url: 'https://www.ipma.pt/' },
  RO: {
    feed: 'romania',
    service: 'National Meteorological Administration',
    url: 'https://www.meteoromania.ro/',
  },
  RS: {
    feed: 'serbia',
    service: 'Republic Hydrometeorological Service of Serbia',
    url: 'https://www.hidmet.gov.rs/',
  },
  SE: { feed: 'sweden', service: 'SMHI', url: 'https://www.smhi.se/' },
  SI: {
    feed: 'slovenia',
    service: 'Slovenian Environment Agency',
    url: 'https://meteo.arso.gov.si/',
  },
  SK: {
    feed: 'slovakia',
    service: 'Slovak Hydrometeorological Institute',
    url: 'https://www.shmu.sk/',
  },
  UA: {
    feed: 'ukraine',
    service: 'Ukrainian Hydrometeorological Center',
    url: 'https://meteo.gov.ua/',
  },
};
