import type { OutlookAreaShapes } from '@/types/hurricane';

import { buildGis, buildOutlook } from '../fixtures';
import { drawHurricaneMap, type DrawnDots, type DrawnShapes } from './drawMap';
import { buildHurricaneMapData } from './hurricaneMapData';
import { outlookMap } from './pageMaps';
import { svgMapBox, svgProjection, type LonLatBox } from './svgMap';

const milton = { name: 'Milton', latitude: 22.6, longitude: -86.6, windKt: 140 };

const tenth = (v: number) => Math.round(v * 10) / 10;

const shapeLayers = (layers: readonly unknown[]) =>
  layers.filter((l): l is DrawnShapes => (l as DrawnShapes).kind === 'shapes');
const dotLayers = (layers: readonly unknown[]) =>
  layers.filter((l): l is DrawnDots => (l as DrawnDots).kind === 'dots');

describe('drawHurricaneMap', () => {
  it('draws a storm with a cone: the cone filled then outlined, and the legend keys it', () => {
    const data = buildHurricaneMapData([milton], [buildGis([140, 60])]);
    const map = drawHurricaneMap(data);
    const shapes = shapeLayers(map.layers);
    const coneFill = shapes.find((l) => l.fill && l.paths[0]?.color === '#ffffff');
    const coneLine = shapes.find((l) => !l.fill && l.strokeWidth === 1.5);
    expect(coneFill).toMatchObject({ fillOpacity: 0.55 });
    expect(coneFill?.paths).toHaveLength(1);
    expect(coneFill?.paths[0]?.d).toMatch(/^M[-\d. ]+l[-\d. ]+z$/);
    expect(coneLine?.paths[0]).toEqual({ d: coneFill?.paths[0]?.d, color: '#1f2d3d' });
    // The forecast track is dashed; the warning is drawn in its colour.
    expect(shapes.find((l) => l.dash === '6 5')?.paths).toHaveLength(1);
    expect(shapes.find((l) => l.strokeWidth === 5)?.paths[0]?.color).toBe('#e00000');
    expect(map.legend).toEqual({
      cone: true,
      pastTrack: false,
      forecastTrack: true,
      windRadii: false,
      warnings: ['Hurricane Warning'],
      outlookLevels: [],
      disturbance: false,
      bands: true,
    });
    expect(map.extras).toBe(', with hurricane warning in effect');
    expect(map.storms).toBe(1);
    expect(map.areas).toBe(0);
    expect(map.basemap).toBeNull();
  });

  it('puts the dots at their projected positions (one decimal) and names the storm beside its dot', () => {
    const data = buildHurricaneMapData([milton], [buildGis([140, 60])]);
    const map = drawHurricaneMap(data);
    const { project } = svgProjection(svgMapBox(data));
    const [x, y] = project(-86.6, 22.6).map(tenth) as [number, number];
    const [forecast, storm] = dotLayers(map.layers);
    expect(storm).toEqual({
      kind: 'dots',
      r: 10,
      stroke: '#1f2d3d',
      strokeWidth: 2,
      dots: [{ cx: x, cy: y, fill: '#9c1ab1' }],
    });
    // The forecast points, coloured by their band (Cat. 5, then tropical storm).
    expect(forecast?.r).toBe(6);
    expect(forecast?.dots.map((d) => d.fill)).toEqual(['#9c1ab1', '#0a9e96']);
    const [second] = (buildGis([140, 60]).forecastTrack?.features ?? []).slice(1);
    const [lon = 0, lat = 0] = second?.geometry.type === 'Point' ? second.geometry.coordinates : [];
    expect(forecast?.dots[1]).toMatchObject({
      cx: tenth(project(lon, lat)[0]),
      cy: tenth(project(lon, lat)[1]),
    });
    expect(map.labels).toEqual([{ x: x + 14, y, anchor: 'start', text: 'Milton' }]);
  });

  it("projects within the basemap's box and links the basemap drawn for it", () => {
    const box: LonLatBox = [-95, 15, -70, 35];
    const map = drawHurricaneMap(buildHurricaneMapData([milton], []), box);
    expect(map.basemap).toEqual({ href: '/web2/api/hurricanes/basemap/-95,15,-70,35.svg' });
    const [x, y] = svgProjection(box).project(-86.6, 22.6).map(tenth);
    expect(dotLayers(map.layers)[0]?.dots[0]).toMatchObject({ cx: x, cy: y });
    // Positions only: no cone, no track in the legend.
    expect(map.legend).toMatchObject({ cone: false, forecastTrack: false, bands: true });
    expect(shapeLayers(map.layers)).toEqual([]);
  });

  it('draws the outlook areas by 7-day level, labels each, and names the storms beside them', () => {
    const shapes: OutlookAreaShapes = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-56, 13],
                [-52, 13],
                [-52, 17],
                [-56, 17],
                [-56, 13],
              ],
            ],
          },
          properties: {
            areaId: 'AL93',
            chance48h: { level: 'low', percent: 10 },
            chance7d: { level: 'medium', percent: 40 },
          },
        },
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [-30, 10] },
          properties: {
            areaId: 'at-2',
            chance48h: { level: 'low', percent: 0 },
            chance7d: { level: 'low', percent: 20 },
          },
        },
      ],
    };
    const page = outlookMap(
      [{ basin: 'at', outlook: buildOutlook({ areaShapes: shapes }) }],
      [milton],
    );
    if (!page) throw new Error('expected a map');
    const map = drawHurricaneMap(page.data, null, page.extent);
    expect(shapeLayers(map.layers)[0]).toMatchObject({
      fill: true,
      fillOpacity: 0.35,
      strokeWidth: 2.5,
      paths: [{ color: '#f27c00' }],
    });
    expect(dotLayers(map.layers)[0]).toMatchObject({ r: 6, dots: [{ fill: '#f5c400' }] });
    expect(map.labels.map((l) => [l.text, l.anchor])).toEqual([
      ['AL93', 'middle'],
      ['Area 2', 'middle'],
      ['Milton', 'start'],
    ]);
    expect(map.legend).toMatchObject({ outlookLevels: ['low', 'medium'], disturbance: true });
    expect(map.areas).toBe(2);
    expect(map.storms).toBe(1);
    // The whole basin is in view: its west end lies on the map.
    const { project } = svgProjection(svgMapBox(page.data, page.extent));
    expect(project(-98, 20)[0]).toBeGreaterThanOrEqual(0);
  });

  it('is plain JSON (page props): nothing undefined, nothing lost in a round trip', () => {
    const map = drawHurricaneMap(buildHurricaneMapData([milton], [buildGis()]), [-95, 15, -70, 35]);
    expect(JSON.parse(JSON.stringify(map))).toStrictEqual(map);
  });
});
