import { render, screen, within } from '@testing-library/react';

import { buildGis } from '../fixtures';
import { buildHurricaneMapData } from '../map/hurricaneMapData';
import { HurricaneMap } from './HurricaneMap';

const milton = { name: 'Milton', latitude: 22.6, longitude: -86.6, windKt: 140 };

describe('HurricaneMap', () => {
  it('is one named SVG image with a title, the storm labelled, and an HTML legend', () => {
    const data = buildHurricaneMapData([milton], [buildGis([140, 60])]);
    render(
      <HurricaneMap
        data={data}
        label="Map of Hurricane Milton's forecast cone and track"
        basemap={{
          box: [-95, 15, -70, 35],
          land: 'M10 10l20 0 0 20z',
          lakes: '',
          borders: 'M5 5l1 1',
          states: '',
        }}
      />,
    );
    const map = screen.getByRole('img', {
      name: "Map of Hurricane Milton's forecast cone and track",
    });
    expect(map).toHaveAttribute('viewBox', '0 0 800 500');
    expect(map.querySelector('title')).toHaveTextContent(
      "Map of Hurricane Milton's forecast cone and track",
    );
    expect(map.querySelector('path[d="M10 10l20 0 0 20z"]')).not.toBeNull();
    // The forecast track is dashed; the storm's dot is named beside it.
    expect(map.querySelector('path[stroke-dasharray]')).not.toBeNull();
    expect(within(map).getByText('Milton')).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Map legend' });
    expect(within(legend).getByText('Forecast cone')).toBeInTheDocument();
    expect(within(legend).getByText('Forecast track')).toBeInTheDocument();
    expect(within(legend).getByText('Hurricane Warning')).toBeInTheDocument();
    expect(within(legend).getByText('Cat. 5')).toBeInTheDocument();
  });

  it('draws on water alone without a basemap, nothing outside the map', () => {
    const data = buildHurricaneMapData([milton], []);
    render(<HurricaneMap data={data} label="Map of Milton" />);
    const map = screen.getByRole('img', { name: 'Map of Milton' });
    expect(map.querySelectorAll('path')).toHaveLength(0);
    const dot = map.querySelector('circle');
    // Alone on the map, the storm sits at its centre.
    expect(Number(dot?.getAttribute('cx'))).toBeCloseTo(400, 0);
    expect(Number(dot?.getAttribute('cy'))).toBeCloseTo(250, 0);
    expect(screen.queryByText('Forecast cone')).not.toBeInTheDocument();
  });
});
