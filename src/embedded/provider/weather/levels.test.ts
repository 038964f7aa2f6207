import { delayRisk, pollenLevel, uvRisk } from './levels';

describe('pollen levels (National Allergy Bureau scale)', () => {
  it.each([
    ['tree', 0, 'None'],
    ['tree', 0.4, 'None'],
    ['tree', 1, 'Low'],
    ['tree', 14, 'Low'],
    ['tree', 15, 'Moderate'],
    ['tree', 89, 'Moderate'],
    ['tree', 90, 'High'],
    ['tree', 1499, 'High'],
    ['tree', 1500, 'Very High'],
    ['grass', 4, 'Low'],
    ['grass', 5, 'Moderate'],
    ['grass', 19.4, 'Moderate'],
    ['grass', 20, 'High'],
    ['grass', 200, 'Very High'],
    ['weed', 9, 'Low'],
    ['weed', 10, 'Moderate'],
    ['weed', 50, 'High'],
    ['weed', 499, 'High'],
    ['weed', 500, 'Very High'],
  ] as const)('%s %d grains/m³ is %s', (type, grains, level) => {
    expect(pollenLevel(type, grains)).toBe(level);
  });

  it('is null when the count is unknown', () => {
    expect(pollenLevel('grass', null)).toBeNull();
    expect(pollenLevel('grass', Number.NaN)).toBeNull();
  });
});

describe('UV risk (WHO bands)', () => {
  it.each([
    [0, 'Low'],
    [2.4, 'Low'],
    [2.5, 'Moderate'],
    [5, 'Moderate'],
    [6, 'High'],
    [7.4, 'High'],
    [8, 'Very High'],
    [10, 'Very High'],
    [11, 'Extreme'],
    [14.2, 'Extreme'],
  ] as const)('UV %d is %s', (uv, risk) => {
    expect(uvRisk(uv)).toBe(risk);
  });

  it('is null when the index is unknown', () => {
    expect(uvRisk(null)).toBeNull();
  });
});

describe('airport delay risk', () => {
  const calm = {
    weatherCode: 1,
    visibilityKm: 30,
    windGustMs: 6,
    windSpeedMs: 3,
    snowfallCm: 0,
  };

  it('is Low in calm clear weather, without a reason', () => {
    expect(delayRisk(calm)).toEqual({ risk: 'Low', reason: null });
  });

  it('is High for thunderstorms, freezing rain, heavy snow, fog and strong gusts', () => {
    expect(delayRisk({ ...calm, weatherCode: 95 })).toEqual({
      risk: 'High',
      reason: 'Thunderstorm',
    });
    expect(delayRisk({ ...calm, weatherCode: 66 }).risk).toBe('High');
    expect(delayRisk({ ...calm, weatherCode: 75 }).reason).toBe('Heavy snow');
    expect(delayRisk({ ...calm, weatherCode: 45, visibilityKm: 0.3 })).toEqual({
      risk: 'High',
      reason: 'Visibility 0.3 km',
    });
    expect(delayRisk({ ...calm, windGustMs: 22.4 })).toEqual({
      risk: 'High',
      reason: 'Gusts 22 m/s',
    });
  });

  it('is Moderate for light snow, reduced visibility and fresh gusts', () => {
    expect(delayRisk({ ...calm, weatherCode: 71, snowfallCm: 0.4 })).toEqual({
      risk: 'Moderate',
      reason: 'Snow',
    });
    expect(delayRisk({ ...calm, visibilityKm: 3.2 }).risk).toBe('Moderate');
    expect(delayRisk({ ...calm, windGustMs: 14 }).reason).toBe('Gusts 14 m/s');
    expect(delayRisk({ ...calm, windGustMs: null, windSpeedMs: 13.5 }).risk).toBe('Moderate');
  });

  it('names every cause of the highest level', () => {
    expect(delayRisk({ ...calm, weatherCode: 95, windGustMs: 24 }).reason).toBe(
      'Thunderstorm, Gusts 24 m/s',
    );
    expect(delayRisk({ ...calm, weatherCode: 95, visibilityKm: 3 }).reason).toBe('Thunderstorm');
  });
});
