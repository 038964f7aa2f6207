import { hourAt, hourlyOf } from '../indices/fixtures';
import { TRIP_HOURS, tripHours } from './tripHours';

/** 48 hours from 14:00, as the provider answers the travel page's read. */
const forecast = hourlyOf(
  Array.from({ length: 48 }, (_, i) =>
    hourAt(`2026-11-23T${String((14 + i) % 24).padStart(2, '0')}:00:00+01:00`, {
      temperatureC: i,
    }),
  ),
);

describe('tripHours', () => {
  it('keeps the trip hours, each with what the travel table shows', () => {
    const trip = tripHours(forecast);
    expect(trip.hours).toHaveLength(TRIP_HOURS);
    expect(trip.hours[0]).toEqual({
      time: '2026-11-23T14:00:00+01:00',
      condition: { code: 1, text: 'Mainly clear', icon: 'mostly-clear-day' },
      temperatureC: 0,
      precipitationProbabilityPercent: 0,
      precipitationMm: 0,
      windDirectionDeg: 225,
      windSpeedMs: 2,
    });
    expect(trip.hours.at(-1)?.temperatureC).toBe(TRIP_HOURS - 1);
  });

  it('keeps the source marking and the place, for the section note', () => {
    const { hours: _hours, ...marking } = forecast;
    expect(tripHours(forecast)).toMatchObject(marking);
  });

  it('sends a fraction of the hours it comes from', () => {
    expect(JSON.stringify(tripHours(forecast)).length).toBeLessThan(
      JSON.stringify(forecast).length / 4,
    );
  });
});
