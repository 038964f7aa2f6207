import { modelConcentrations } from './demoAirQuality';
import { modelHour, modelPlace } from './model';
import { mulberry32 } from './random';

const START = Math.floor(Date.parse('2026-12-01T00:00:00Z') / 3_600_000);

describe('modelConcentrations', () => {
  const random = mulberry32(21);
  const places = Array.from({ length: 40 }, () =>
    modelPlace({ latitude: random() * 120 - 60, longitude: random() * 360 - 180 }),
  );
  const pm25 = (place: (typeof places)[number], hour: number) =>
    modelConcentrations(place, hour, modelHour(place, hour)).pm2_5;

  it('changes gradually from hour to hour (no step when rain starts)', () => {
    let worst = 0;
    for (const place of places) {
      for (let hour = START; hour < START + 72; hour++) {
        const [a, b] = [pm25(place, hour), pm25(place, hour + 1)];
        worst = Math.max(worst, Math.abs(b - a));
      }
    }
    // µg/m³ in an hour: an evening's still air can add that much, never a step of rain.
    expect(worst).toBeLessThan(10);
  });

  it('gives a city and its suburb 10 km away nearly the same air', () => {
    let differs = 0;
    for (const place of places) {
      const suburb = modelPlace({
        latitude: place.latitude + 0.06,
        longitude: place.longitude + 0.06,
      });
      const [a, b] = [pm25(place, START + 12), pm25(suburb, START + 12)];
      if (Math.abs(a - b) > 3) differs++;
    }
    expect(differs).toBeLessThanOrEqual(4);
  });
});
