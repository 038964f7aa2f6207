import {
  frameCacheControl,
  frameIdOf,
  IMMUTABLE,
  latestFrameMs,
  listedFrameTimes,
  lookupFrame,
  RADAR_STEP_MS,
} from './frames';

const NOW = Date.parse('2026-11-23T14:37:12Z');
const LATEST = Date.parse('2026-11-23T14:30:00Z');

describe('frames', () => {
  it('lists the past two hours of radar in 10-minute frames plus the latest, oldest first', () => {
    const times = listedFrameTimes('radar', NOW);
    expect(times).toHaveLength(13);
    expect(times[12]).toBe(LATEST);
    expect(times[0]).toBe(Date.parse('2026-11-23T12:30:00Z'));
    for (let i = 1; i < times.length; i++) {
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBe(RADAR_STEP_MS);
    }
  });

  it('lists the current hour and the next five for temperature', () => {
    const times = listedFrameTimes('temperature', NOW);
    expect(times.map((t) => new Date(t).toISOString())).toEqual([
      '2026-11-23T14:00:00.000Z',
      '2026-11-23T15:00:00.000Z',
      '2026-11-23T16:00:00.000Z',
      '2026-11-23T17:00:00.000Z',
      '2026-11-23T18:00:00.000Z',
      '2026-11-23T19:00:00.000Z',
    ]);
  });

  it('reads frame ids: malformed → 400, unknown → 404', () => {
    expect(lookupFrame('radar', frameIdOf(LATEST), NOW)).toEqual({ ok: true, timeMs: LATEST });
    expect(lookupFrame('radar', 'latest', NOW)).toMatchObject({ ok: false, status: 400 });
    expect(lookupFrame('radar', '-600', NOW)).toMatchObject({ ok: false, status: 400 });
    // Off the 10-minute step, in the future, older than a day.
    expect(lookupFrame('radar', frameIdOf(LATEST - 60_000), NOW)).toMatchObject({ status: 404 });
    expect(lookupFrame('radar', frameIdOf(LATEST + RADAR_STEP_MS), NOW)).toMatchObject({
      status: 404,
    });
    expect(lookupFrame('radar', frameIdOf(LATEST - 25 * 3_600_000), NOW)).toMatchObject({
      status: 404,
    });
    // Temperature frames are hours, up to five hours ahead.
    const hour = Date.parse('2026-11-23T19:00:00Z');
    expect(lookupFrame('temperature', frameIdOf(hour), NOW)).toEqual({ ok: true, timeMs: hour });
    expect(lookupFrame('temperature', frameIdOf(hour + 3_600_000), NOW)).toMatchObject({
      status: 404,
    });
    expect(lookupFrame('temperature', frameIdOf(LATEST), NOW)).toMatchObject({ status: 404 });
  });

  it('caches past frames for good and the latest for a few minutes', () => {
    expect(latestFrameMs('radar', NOW)).toBe(LATEST);
    expect(frameCacheControl('radar', LATEST - RADAR_STEP_MS, NOW)).toBe(IMMUTABLE);
    expect(frameCacheControl('radar', LATEST, NOW)).toBe('public, max-age=120');
    const thisHour = Date.parse('2026-11-23T14:00:00Z');
    expect(frameCacheControl('temperature', thisHour - 3_600_000, NOW)).toBe(IMMUTABLE);
    expect(frameCacheControl('temperature', thisHour, NOW)).toBe('public, max-age=600');
    expect(frameCacheControl('temperature', thisHour + 3_600_000, NOW)).toBe('public, max-age=600');
  });
});
