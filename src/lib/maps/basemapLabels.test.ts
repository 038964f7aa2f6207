import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  featureFilter,
  validateStyleMin,
  type FilterSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import type { FeatureCollection, Point } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';

import { PLACE_COUNT, placeMinZoom } from './basemapLabels';
import { createBasemapStyle, PLACE_LABELS_LAYER, withoutPlaceLabel } from './basemapStyle';

interface PlaceProperties {
  name: string;
  population: number;
  rank: number;
  minzoom: number;
}

const places = JSON.parse(
  readFileSync(join(__dirname, '../../../public/maps/places.geojson'), 'utf8'),
) as FeatureCollection<Point, PlaceProperties>;

/** The names the labels layer of `style` shows at `zoom` (before maplibre drops collisions). */
function labelsAt(style: StyleSpecification, zoom: number): string[] {
  const index = style.layers.findIndex((l) => l.id === PLACE_LABELS_LAYER);
  const layer = style.layers[index];
  if (!layer || layer.type !== 'symbol') throw new Error('no labels layer');
  const filter = featureFilter(layer.filter as FilterSpecification, `layers[${index}].filter`);
  return places.features
    .filter((f) =>
      filter.filter({ zoom }, { type: 1, properties: f.properties, geometry: [] }, undefined),
    )
    .map((f) => f.properties.name);
}

describe('placeMinZoom', () => {
  it('shows the largest places from the world view and every shipped place by zoom 7', () => {
    expect(placeMinZoom(0)).toBe(2);
    expect(placeMinZoom(PLACE_COUNT - 1)).toBe(7);
    const zooms = Array.from({ length: PLACE_COUNT }, (_, rank) => placeMinZoom(rank));
    // Never a smaller place before a larger one.
    zooms.slice(1).forEach((zoom, i) => expect(zoom).toBeGreaterThanOrEqual(zooms[i]!));
  });
});

describe('the basemap style', () => {
  it('is a valid maplibre style, with or without labels', () => {
    expect(validateStyleMin(createBasemapStyle())).toEqual([]);
    expect(validateStyleMin(createBasemapStyle({ labels: false }))).toEqual([]);
    expect(validateStyleMin(withoutPlaceLabel(createBasemapStyle(), 'Denver, CO'))).toEqual([]);
  });

  it('labels few places from afar and more as the zoom grows', () => {
    const style = createBasemapStyle();
    const counts = [1, 2, 3, 4, 5, 6, 7, 10].map((zoom) => labelsAt(style, zoom).length);
    expect(counts[0]).toBe(0);
    expect(counts[1]).toBeGreaterThan(10);
    expect(counts[1]).toBeLessThan(100);
    counts.slice(1).forEach((count, i) => expect(count).toBeGreaterThanOrEqual(counts[i]!));
    expect(counts[counts.length - 1]).toBe(PLACE_COUNT);
    expect(labelsAt(style, 2)).toEqual(expect.arrayContaining(['New York City', 'London']));
    expect(labelsAt(style, 2)).not.toContain('Aurora');
    expect(labelsAt(style, 7)).toEqual(expect.arrayContaining(['Denver', 'Aurora']));
  });

  it("leaves out the label of the map's own place (it has its marker), and only that", () => {
    const style = withoutPlaceLabel(createBasemapStyle(), 'Denver, CO');
    expect(labelsAt(style, 7)).not.toContain('Denver');
    expect(labelsAt(style, 7)).toContain('Aurora');
    expect(labelsAt(style, 7)).toHaveLength(labelsAt(createBasemapStyle(), 7).length - 1);
  });

  it('draws the names over a white halo, with the shipped font and without a sprite', () => {
    const style = createBasemapStyle();
    const layer = style.layers.find((l) => l.id === PLACE_LABELS_LAYER);
    expect(layer).toMatchObject({
      type: 'symbol',
      layout: { 'text-font': ['NotoSans-SemiBold'], 'symbol-sort-key': ['get', 'rank'] },
      paint: { 'text-color': '#2b2b2b', 'text-halo-color': '#ffffff' },
    });
    expect(style).not.toHaveProperty('sprite');
  });

  it('has no labels, glyphs or places when asked for none', () => {
    const style = createBasemapStyle({ labels: false });
    expect(style).not.toHaveProperty('glyphs');
    expect(Object.keys(style.sources)).toEqual(['basemap']);
    expect(style.layers.map((l) => l.id)).not.toContain(PLACE_LABELS_LAYER);
  });
});
