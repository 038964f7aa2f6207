import { bearingDeg, compassPoint8, distanceKm, nearestCameras } from './geo';
import { placeLocalIso, wallTimeToMs } from './localTime';

const camera = (id: string, latitude: number, longitude: number) => ({
  id,
  name: id,
  latitude,
  longitude,
  imageTimeMs: null,
  credit: 'test',
});

describe('nearest cameras', () => {
  const place = { latitude: 48.8534, longitude: 2.3488 };

  it('orders by distance, keeps those within the radius, at most the count', () => {
    const cameras = [
      camera('far', 49.8, 2.35),
      camera('north-west', 48.9, 2.28),
      camera('east', 48.8534, 2.45),
      camera('south', 48.8, 2.3488),
    ];
    const near = nearestCameras(place, cameras, { radiusKm: 50, count: 2 });
    expect(near.map((c) => [c.id, c.direction, c.distanceKm])).toEqual([
      ['south', 'S', 5.9],
      ['north-west', 'NW', 7.2],
    ]);
    expect(nearestCameras(place, cameras, { radiusKm: 6, count: 8 }).map((c) => c.id)).toEqual([
      'south',
    ]);
  });

  it('names the eight compass points', () => {
    expect([0, 44, 46, 90, 135, 180, 225, 270, 315, 338, 359].map(compassPoint8)).toEqual([
      'N',
      'NE',
      'NE',
      'E',
      'SE',
      'S',
      'SW',
      'W',
      'NW',
      'N',
      'N',
    ]);
    expect(Math.round(bearingDeg(0, 0, 0, 1))).toBe(90);
    expect(distanceKm(0, 0, 0, 1)).toBeCloseTo(111.2, 1);
  });
});

describe('place-local times', () => {
  it('writes an instant as the place’s wall clock with its offset', () => {
    const ms = Date.parse('2026-11-23T16:05:00Z');
    expect(placeLocalIso(ms, 'America/Los_Angeles')).toBe('2026-11-23T08:05:00-08:00');
    expect(placeLocalIso(ms, 'Asia/Kolkata')).toBe('2026-11-23T21:35:00+05:30');
    expect(placeLocalIso(ms, null)).toBe('2026-11-23T16:05:00+00:00');
  });

  it('reads a wall-clock time of a zone, in summer and winter', () => {
    expect(wallTimeToMs('2026-07-01', '08:00:00', 'America/Los_Angeles')).toBe(
      Date.parse('2026-07-01T15:00:00Z'),
    );
    expect(wallTimeToMs('2026-11-23', '8:05', 'America/Los_Angeles')).toBe(
      Date.parse('2026-11-23T16:05:00Z'),
    );
    expect(wallTimeToMs('23/11/2026', '08:05', 'America/Los_Angeles')).toBeNull();
  });
});
