import { act } from '@testing-library/react';
import mockRouter from 'next-router-mock';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { measurementStore } from '@tests/support/measurementStore';

import { MeasurementBootstrap } from './MeasurementBootstrap';

jest.mock('next/router', () => jest.requireActual('next-router-mock'));
const startMeasurement = jest.fn(() => () => undefined);
jest.mock('../measurementRuntime', () => ({ startMeasurement: () => startMeasurement() }));

describe('MeasurementBootstrap', () => {
  beforeEach(() => {
    startMeasurement.mockClear();
    mockRouter.setCurrentUrl('/maps/paris-fr?layerId=radar');
  });

  it('queues a page view per page shown and starts the measurement runtime', async () => {
    const store = measurementStore();
    renderWithProviders(<MeasurementBootstrap />, { store });
    await act(async () => undefined);
    expect(startMeasurement).toHaveBeenCalledTimes(1);
    await act(async () => {
      await mockRouter.push('/alerts/paris-fr');
    });
    expect(store.getState().analytics.queue.map((e) => e.data)).toEqual([
      [
        { key: 'page', value: 'maps' },
        { key: 'path', value: '/maps/paris-fr' },
      ],
      [
        { key: 'page', value: 'alerts' },
        { key: 'path', value: '/alerts/paris-fr' },
      ],
    ]);
  });

  it('does nothing for a crawler', async () => {
    const store = measurementStore({ isBot: true });
    renderWithProviders(<MeasurementBootstrap />, { store });
    await act(async () => undefined);
    expect(startMeasurement).not.toHaveBeenCalled();
    expect(store.getState().analytics.queue).toEqual([]);
  });
});
