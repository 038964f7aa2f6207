import { http, HttpResponse, type JsonBodyType } from 'msw';

import { HttpError } from '@/server/http/httpError';

import { server } from '@tests/msw/server';

import { isNwsCovered } from './coverage';
import buffaloFixture from './fixtures/alerts-active-buffalo.json';
import emptyFixture from './fixtures/alerts-active-empty.json';
import { isNwsOutage, NWS_ATTRIBUTION, NwsAlerts, uncoveredAlerts } from './nwsAlerts';

const BASE = 'https://nws.test';
const BUFFALO = { latitude: 42.88645, longitude: -78.87837, timeZone: 'America/New_York' };
const NOW = new Date('2026-11-23T15:00:00Z');
const nws = (now = NOW) =>
  new NwsAlerts({
    baseUrl: `${BASE}/`,
    userAgent: 'Test Weather (ops@example.com)',
    now: () => now,
  });

type Feature = (typeof buffaloFixture.features)[number];
const [, windAdvisory] = buffaloFixture.features as [Feature, Feature];
/** The fixture with its features replaced. */
const collection = (features: JsonBodyType[]) => ({ ...buffaloFixture, features });
const withProps = (feature: Feature, props: Record<string, unknown>) => ({
  ...feature,
  properties: { ...feature.properties, ...props },
});

function serve(body: JsonBodyType, requests: Request[] = [], status = 200) {
  server.use(
    http.get(`${BASE}/alerts/active`, ({ request }) => {
      requests.push(request);
      return HttpResponse.json(body, { status });
    }),
  );
  return requests;
}

describe('NWS active alerts', () => {
  it('asks for the point with the User-Agent the NWS requires and maps its alerts, most severe first', async () => {
    const requests = serve(buffaloFixture);
    const res = await nws().active(BUFFALO);

    const url = new URL(requests[0]?.url ?? '');
    expect(url.searchParams.get('point')).toBe('42.8865,-78.8784');
    expect(requests[0]?.headers.get('user-agent')).toBe('Test Weather (ops@example.com)');
    expect(requests[0]?.headers.get('accept')).toBe('application/geo+json');

    expect(res.source).toEqual({ kind: 'nws', attribution: NWS_ATTRIBUTION });
    expect(res.demo).toBeUndefined();
    expect(res.covered).toBe(true);
    expect(res.place).toEqual({
      latitude: 42.88645,
      longitude: -78.87837,
      elevationMeters: null,
      timeZone: 'America/New_York',
      utcOffsetSeconds: -18000,
    });
    expect(res.alerts).toEqual([
      {
        id: 'urn:oid:2.49.0.1.840.0.3f5c9f2b1e0a6d4c7b8e9f0a1b2c3d4e5f6a7b8c.001.1',
        event: 'Lake Effect Snow Warning',
        severity: 'Severe',
        urgency: 'Expected',
        certainty: 'Likely',
        headline:
          'Lake Effect Snow Warning issued November 23 at 3:47AM EST until November 25 at 7:00AM EST by NWS Buffalo NY',
        description: expect.stringMatching(/^\* WHAT\.\.\.Heavy lake effect snow expected\./),
        instruction: expect.stringMatching(/^Persons should consider delaying all travel\./),
        onset: '2026-11-23T19:00:00-05:00',
        // The hazard's end (`ends`), not the message's expiry.
        expires: '2026-11-25T07:00:00-05:00',
        areaDesc: 'Northern Erie; Southern Erie',
        sender: 'NWS Buffalo NY',
      },
      expect.objectContaining({
        event: 'Wind Advisory',
        severity: 'Moderate',
        onset: '2026-11-23T13:00:00-05:00',
        expires: '2026-11-23T22:00:00-05:00',
        sender: 'NWS Buffalo NY',
      }),
    ]);
  });

  it('writes times in the place’s zone when it is known, else as the NWS wrote them', async () => {
    serve(collection([windAdvisory]));
    const chicago = await nws().active({ ...BUFFALO, timeZone: 'America/Chicago' });
    expect(chicago.alerts[0]).toMatchObject({
      onset: '2026-11-23T12:00:00-06:00',
      expires: '2026-11-23T21:00:00-06:00',
    });
    const unknownZone = await nws().active({ latitude: 42.8865, longitude: -78.8784 });
    expect(unknownZone.alerts[0]).toMatchObject({
      onset: '2026-11-23T13:00:00-05:00',
      expires: '2026-11-23T22:00:00-05:00',
    });
  });

  it('answers no alerts, covered, for an empty collection', async () => {
    serve(emptyFixture);
    const res = await nws().active({ latitude: 25.7743, longitude: -80.1937 });
    expect(res.alerts).toEqual([]);
    expect(res.covered).toBe(true);
  });

  it('leaves out cancellations, tests, ended alerts, alerts starting after 48 hours and unreadable ones', async () => {
    serve(
      collection([
        withProps(windAdvisory, { id: 'cancel', messageType: 'Cancel' }),
        withProps(windAdvisory, { id: 'test', status: 'Test' }),
        withProps(windAdvisory, { id: 'ended', ends: '2026-11-23T09:59:00-05:00' }),
        withProps(windAdvisory, { id: 'later', onset: '2026-11-25T11:00:00-05:00' }),
        withProps(windAdvisory, { id: 'no-event', event: '' }),
        { type: 'Feature', properties: null },
        withProps(windAdvisory, {
          id: 'kept',
          severity: 'Catastrophic',
          headline: null,
          instruction: '  ',
          ends: null,
          senderName: null,
        }),
      ]),
    );
    const res = await nws().active(BUFFALO);
    expect(res.alerts).toHaveLength(1);
    const [kept] = res.alerts;
    expect(kept).toMatchObject({
      id: 'kept',
      severity: 'Unknown',
      headline: 'Wind Advisory',
      instruction: null,
      // Without `ends`, the message's expiry.
      expires: '2026-11-23T17:15:00-05:00',
    });
    expect(kept).not.toHaveProperty('sender');
  });

  it('fails with 502 when the NWS fails or answers something else than alerts', async () => {
    serve({ title: 'Unexpected Problem' }, [], 500);
    await expect(nws().active(BUFFALO)).rejects.toMatchObject({ status: 502 });
    serve({ type: 'Feature' });
    await expect(nws().active(BUFFALO)).rejects.toMatchObject({ status: 502 });
    serve(collection([{ type: 'Feature', properties: { id: 'x' } }]));
    await expect(nws().active(BUFFALO)).rejects.toMatchObject({ status: 502 });
  });

  it('counts network errors, 5xx, 408 and 429 as outages, other 4xx as answers', async () => {
    /** Whether the failure of a call the NWS answers with `answer` counts as an outage. */
    const outage = async (answer: () => Response) => {
      server.use(http.get(`${BASE}/alerts/active`, answer));
      const err = await nws()
        .active(BUFFALO)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(err).toBeInstanceOf(HttpError);
      return isNwsOutage(err);
    };
    const status = (code: number) => () => HttpResponse.json({ title: 'x' }, { status: code });
    expect(await outage(status(500))).toBe(true);
    expect(await outage(status(503))).toBe(true);
    expect(await outage(status(429))).toBe(true);
    expect(await outage(status(408))).toBe(true);
    expect(await outage(status(400))).toBe(false);
    expect(await outage(status(404))).toBe(false);
    expect(await outage(() => HttpResponse.error())).toBe(true);
    expect(isNwsOutage(new HttpError(502, 'bad shape'))).toBe(true);
  });

  it('answers a place it does not cover with no alerts and the coverage note', () => {
    const res = uncoveredAlerts(
      { latitude: 48.8534, longitude: 2.3488, timeZone: 'Europe/Paris' },
      NOW.getTime(),
    );
    expect(res).toEqual({
      source: { kind: 'nws', attribution: NWS_ATTRIBUTION },
      place: {
        latitude: 48.8534,
        longitude: 2.3488,
        elevationMeters: null,
        timeZone: 'Europe/Paris',
        utcOffsetSeconds: 3600,
      },
      alerts: [],
      covered: false,
      coverageNote: 'Weather alerts cover the United States only.',
    });
  });
});

describe('NWS coverage', () => {
  it('covers points whose nearest place is in the United States or a US territory', () => {
    expect(isNwsCovered({ latitude: 40.7143, longitude: -74.006 })).toBe(true); // New York
    expect(isNwsCovered({ latitude: 61.2181, longitude: -149.9003 })).toBe(true); // Anchorage
    expect(isNwsCovered({ latitude: 18.4663, longitude: -66.1057 })).toBe(true); // San Juan, PR
    expect(isNwsCovered({ latitude: 48.8534, longitude: 2.3488 })).toBe(false); // Paris
    expect(isNwsCovered({ latitude: 43.6532, longitude: -79.3832 })).toBe(false); // Toronto
    expect(isNwsCovered({ latitude: 19.4326, longitude: -99.1332 })).toBe(false); // Mexico City
  });
});
