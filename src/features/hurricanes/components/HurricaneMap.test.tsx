import { render, screen, within } from '@testing-library/react';

import { buildGis } from '../fixtures';
import { drawHurricaneMap } from '../map/drawMap';
import { buildHurricaneMapData } from '../map/hurricaneMapData';
import { HurricaneMap } from './HurricaneMap';

const milton = { name: 'Milton', latitude: 22.6, longitude: -86.6, windKt: 140 };

describe('HurricaneMap', () => {
  it('is one named SVG image with a title, the storm labelled, and an HTML legend', () => {
    const map = drawHurricaneMap(
      buildHurricaneMapData([milton], [buildGis([140, 60])]),
      [-95, 15, -70, 35],
    );
    render(<HurricaneMap map={map} label="Map of Hurricane Milton's forecast cone and track" />);
    const image = screen.getByRole('img', {
      name: "Map of Hurricane Milton's forecast cone and track",
    });
    expect(image).toHaveAttribute('viewBox', '0 0 800 500');
    expect(image.querySelector('title')).toHaveTextContent(
      "Map of Hurricane Milton's forecast cone and track",
    );
    // The land under it is one image of the map's size, from this site.
    const land = image.querySelector('image');
    expect(land).toHaveAttribute('href', '/web2/api/hurricanes/basemap/-95,15,-70,35.svg');
    expect(land).toHaveAttribute('width', '800');
    expect(land).toHaveAttribute('height', '500');
    // The forecast track is dashed; the storm's dot is named beside it.
    expect(image.querySelector('path[stroke-dasharray="6 5"]')).not.toBeNull();
    expect(within(image).getByText('Milton')).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Map legend' });
    expect(within(legend).getByText('Forecast cone')).toBeInTheDocument();
    expect(within(legend).getByText('Forecast track')).toBeInTheDocument();
    expect(within(legend).getByText('Hurricane Warning')).toBeInTheDocument();
    expect(within(legend).getByText('Cat. 5')).toBeInTheDocument();
    expect(within(legend).queryByText('Past track')).not.toBeInTheDocument();
  });

  it('renders each drawn layer as given: paths with their attributes, dots, labels', () => {
    render(
      <HurricaneMap
        label="Map of a test"
        map={{
          basemap: null,
          layers: [
            {
              kind: 'shapes',
              fill: true,
              fillOpacity: 0.35,
              strokeWidth: 2.5,
              paths: [{ d: 'M1 1l10 0 0 10z', color: '#f27c00' }],
            },
            {
              kind: 'shapes',
              fill: false,
              strokeWidth: 2,
              paths: [{ d: 'M0 0l5 5', color: '#1f2d3d' }],
            },
            {
              kind: 'dots',
              r: 6,
              stroke: '#1f2d3d',
              strokeWidth: 2,
              dots: [{ cx: 12.5, cy: 40, fill: '#f5c400' }],
            },
          ],
          labels: [{ x: 12.5, y: 40, anchor: 'middle', text: 'AL93' }],
          legend: {
            cone: false,
            pastTrack: false,
            forecastTrack: false,
            windRadii: false,
            warnings: [],
            outlookLevels: ['low', 'medium'],
            disturbance: true,
            bands: false,
          },
          extras: '',
          storms: 0,
          areas: 1,
        }}
      />,
    );
    const image = screen.getByRole('img', { name: 'Map of a test' });
    const [area, line] = [...image.querySelectorAll('path')];
    expect(area).toHaveAttribute('fill', '#f27c00');
    expect(area).toHaveAttribute('fill-opacity', '0.35');
    expect(area).toHaveAttribute('stroke', '#f27c00');
    expect(area).toHaveAttribute('stroke-width', '2.5');
    expect(line).toHaveAttribute('fill', 'none');
    expect(line).not.toHaveAttribute('fill-opacity');
    expect(line).toHaveAttribute('stroke', '#1f2d3d');
    const dot = image.querySelector('circle');
    expect(dot).toHaveAttribute('cx', '12.5');
    expect(dot).toHaveAttribute('r', '6');
    expect(dot?.parentElement).toHaveAttribute('stroke', '#1f2d3d');
    expect(within(image).getByText('AL93')).toHaveAttribute('text-anchor', 'middle');
    const legend = screen.getByRole('list', { name: 'Map legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Formation chance, 7 days:',
      'Low (under 40%)',
      'Medium (40–60%)',
      'Disturbance now',
    ]);
  });

  it('draws on water alone without a basemap, nothing outside the map', () => {
    const map = drawHurricaneMap(buildHurricaneMapData([milton], []));
    render(<HurricaneMap map={map} label="Map of Milton" />);
    const image = screen.getByRole('img', { name: 'Map of Milton' });
    expect(image.querySelectorAll('path')).toHaveLength(0);
    const dot = image.querySelector('circle');
    // Alone on the map, the storm sits at its centre.
    expect(Number(dot?.getAttribute('cx'))).toBeCloseTo(400, 0);
    expect(Number(dot?.getAttribute('cy'))).toBeCloseTo(250, 0);
    expect(screen.queryByText('Forecast cone')).not.toBeInTheDocument();
  });
});
