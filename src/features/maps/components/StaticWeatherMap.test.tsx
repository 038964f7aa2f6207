import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

import type { StaticWeatherMap as StaticWeatherMapData } from '@/lib/maps/weatherMapStatic';

import { StaticWeatherMap } from './StaticWeatherMap';

const data: StaticWeatherMapData = {
  basemap: { land: 'M0 0l10 0 0 10z', lakes: '', borders: '', states: '' },
  radar: null,
  temperature: null,
};

const map = (
  <StaticWeatherMap
    data={data}
    view={{ latitude: 39.74, longitude: -104.98, zoom: 7 }}
    layerId="Radar.Global"
    radarOpacity={0.8}
    place={{ name: 'Denver', latitude: 39.74, longitude: -104.98 }}
    label="Weather map of Denver"
    onIntent={() => undefined}
    onKey={() => undefined}
  />
);

describe('StaticWeatherMap', () => {
  it('is an image in the server’s HTML, not a button that would do nothing without the app', () => {
    const html = renderToString(map);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Weather map of Denver"');
    expect(html).not.toContain('role="button"');
    expect(html).not.toContain('tabindex');
  });

  it('is a focusable button once the app runs', () => {
    render(map);
    expect(screen.getByRole('button', { name: 'Weather map of Denver' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });
});
