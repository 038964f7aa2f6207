/**
 * Test-only stand-in for the maplibre-gl module (jsdom has no WebGL). Component tests use it with
 * `jest.mock('maplibre-gl', () => jest.requireActual('@tests/support/fakeMaplibre').fakeMaplibre, { virtual: true })`
 * (`virtual`: jest cannot resolve maplibre's import-only package exports).
 */
import type { MapOptions } from 'maplibre-gl';

/** A map that records what is done to it; `fire('load')` runs the load listeners. */
export class FakeMap {
  static instances: FakeMap[] = [];
  readonly listeners = new Map<string, (() => void)[]>();
  readonly addSource = jest.fn();
  readonly addLayer = jest.fn();
  readonly addImage = jest.fn();
  readonly hasImage = jest.fn(() => false);
  readonly remove = jest.fn();

  constructor(readonly options: MapOptions) {
    FakeMap.instances.push(this);
  }

  once(type: string, listener: () => void): this {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    return this;
  }

  fire(type: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

/** The fake module: Map, setWorkerUrl and getVersion. */
export const fakeMaplibre = {
  Map: FakeMap,
  setWorkerUrl: jest.fn(),
  getVersion: () => '0.0.0-test',
};
