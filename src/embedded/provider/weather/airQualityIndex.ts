import type { PollutantCode, PollutantReading } from './types';

/** One AQI breakpoint row: concentration range [cLo, cHi] maps to index range [iLo, iHi]. */
type Breakpoint = [cLo: number, cHi: number, iLo: number, iHi: number];

/**
 * US EPA breakpoints (2024 PM2.5 revision). Units: PM in µg/m³, O3/NO2/SO2 in ppb, CO in ppm.
 * Hourly values stand in for the EPA's 8 h / 24 h averages (a simplification, documented).
 */
const BREAKPOINTS: Record<PollutantCode, Breakpoint[]> = {
  pm2_5: [
    [0, 9, 0, 50],
    [9.1, 35.4, 51, 100],
    [35.5, 55.4, 101, 150],
    [55.5, 125.4, 151, 200],
    [125.5, 225.4, 201, 300],
    [225.5, 325.4, 301, 500],
  ],
  pm10: [
    [0, 54, 0, 50],
    [55, 154, 51, 100],
    [155, 254, 101, 150],
    [255, 354, 151, 200],
    [355, 424, 201, 300],
    [425, 604, 301, 500],
  ],
  o3: [
    [0, 54, 0, 50],
    [55, 70, 51, 100],
    [71, 85, 101, 150],
    [86, 105, 151, 200],
    [106, 200, 201, 300],
    [201, 604, 301, 500],
  ],
  no2: [
    [0, 53, 0, 50],
    [54, 100, 51, 100],
    [101, 360, 101, 150],
    [361, 649, 151, 200],
    [650, 1249, 201, 300],
    [1250, 2049, 301, 500],
  ],
  so2: [
    [0, 35, 0, 50],
    [36, 75, 51, 100],
    [76, 185, 101, 150],
    [186, 304, 151, 200],
    [305, 604, 201, 300],
    [605, 1004, 301, 500],
  ],
  co: [
    [0, 4.4, 0, 50],
    [4.5, 9.4, 51, 100],
    [9.5, 12.4, 101, 150],
    [12.5, 15.4, 151, 200],
    [15.5, 30.4, 201, 300],
    [30.5, 50.4, 301, 500],
  ],
};

/** Display names of the pollutants. */
export const POLLUTANT_NAMES: Record<PollutantCode, string> = {
  pm2_5: 'Fine particles (PM2.5)',
  pm10: 'Coarse particles (PM10)',
  o3: 'Ozone (O₃)',
  no2: 'Nitrogen dioxide (NO₂)',
  so2: 'Sulphur dioxide (SO₂)',
  co: 'Carbon monoxide (CO)',
};

/** Pollutants in report order. */
export const POLLUTANTS: PollutantCode[] = ['pm2_5', 'pm10', 'o3', 'no2', 'so2', 'co'];

/** Molar masses (g/mol) for µg/m³ → ppb at 25 °C and 1 atm (ppb = µg/m³ × 24.45 / M). */
const MOLAR_MASS: Partial<Record<PollutantCode, number>> = {
  o3: 48.0,
  no2: 46.01,
  so2: 64.07,
  co: 28.01,
};

/** Converts µg/m³ to the EPA unit of the pollutant (µg/m³, ppb, or ppm for CO), truncated as the EPA does. */
export function toEpaUnit(code: PollutantCode, ugM3: number): number {
  const mass = MOLAR_MASS[code];
  if (code === 'pm2_5') return Math.floor(ugM3 * 10) / 10;
  if (code === 'pm10' || !mass) return Math.floor(ugM3);
  const ppb = (ugM3 * 24.45) / mass;
  return code === 'co' ? Math.floor(ppb / 100) / 10 : Math.floor(ppb);
}

/** US EPA sub-index of one pollutant from its concentration in µg/m³ (500 above the scale). */
export function subIndex(code: PollutantCode, ugM3: number): number {
  const c = toEpaUnit(code, Math.max(0, ugM3));
  const rows = BREAKPOINTS[code];
  for (const [cLo, cHi, iLo, iHi] of rows) {
    if (c <= cHi) return Math.round(((iHi - iLo) / (cHi - cLo)) * (Math.max(c, cLo) - cLo) + iLo);
  }
  return 500;
}

/** EPA category of an AQI value. */
export function aqiCategory(aqi: number): string {
  if (aqi <= 50) return 'Good';
  if (aqi <= 100) return 'Moderate';
  if (aqi <= 150) return 'Unhealthy for Sensitive Groups';
  if (aqi <= 200) return 'Unhealthy';
  if (aqi <= 300) return 'Very Unhealthy';
  return 'Hazardous';
}

/**
 * A concentration as reported beside its sub-index: the particles' at the EPA's own precision
 * (PM2.5 truncated to 0.1 µg/m³, PM10 to 1), the very figure their sub-index is computed from, so
 * a reader checking the two against the EPA's table finds them agreeing (6.25 µg/m³ of PM2.5 is
 * 6.2 and AQI 34, not "6.3" beside 34); the gases' to 0.1 µg/m³ (their sub-index is in ppb).
 */
export function reportedConcentration(code: PollutantCode, ugM3: number): number {
  if (code === 'pm2_5' || code === 'pm10') return toEpaUnit(code, Math.max(0, ugM3));
  return Math.round(ugM3 * 10) / 10;
}

/** The AQI summary of a set of concentrations (µg/m³); given sub-indices (e.g. Open-Meteo's) win over computed ones. */
export function summarizeAirQuality(
  concentrations: Partial<Record<PollutantCode, number | null>>,
  givenSubIndices: Partial<Record<PollutantCode, number | null>> = {},
  givenAqi: number | null = null,
): {
  aqi: number | null;
  category: string | null;
  dominantPollutant: PollutantCode | null;
  pollutants: PollutantReading[];
} {
  const pollutants = POLLUTANTS.map((code): PollutantReading => {
    const c = concentrations[code] ?? null;
    const given = givenSubIndices[code] ?? null;
    const aqi = given !== null ? Math.round(given) : c !== null ? subIndex(code, c) : null;
    return {
      code,
      name: POLLUTANT_NAMES[code],
      concentrationUgM3: c === null ? null : reportedConcentration(code, c),
      aqi,
    };
  });
  let dominant: PollutantReading | null = null;
  for (const p of pollutants)
    if (p.aqi !== null && (dominant === null || p.aqi > (dominant.aqi ?? -1))) dominant = p;
  const aqi = givenAqi !== null ? Math.round(givenAqi) : (dominant?.aqi ?? null);
  return {
    aqi,
    category: aqi === null ? null : aqiCategory(aqi),
    dominantPollutant: dominant?.code ?? null,
    pollutants,
  };
}
