import type { GetServerSidePropsContext } from 'next';

import { installProviderStandIns } from '@tests/fixtures/providerStandIns';

import { getServerSideProps as stormProps } from '../../pages/hurricane/active/[name]';

/** A first visit's getServerSideProps context for a storm's page. */
function context(name: string) {
  const headers: Record<string, unknown> = {};
  return {
    params: { name },
    query: { name },
    req: { headers: { host: 'weather.test' }, socket: { remoteAddress: '127.0.0.1' } },
    res: {
      getHeader: (n: string) => headers[n.toLowerCase()],
      setHeader: (n: string, v: unknown) => {
        headers[n.toLowerCase()] = v;
      },
    },
    resolvedUrl: `/hurricane/active/${name}`,
  } as unknown as GetServerSidePropsContext;
}

type StormProps = {
  checkedAt: string;
  storm: { name: string };
  initialState: { user: { deviceId: string } };
};

/** The props as the shared renders key them: without the visitor's own device id. */
function sharedKey(props: StormProps): string {
  const { initialState } = props;
  return JSON.stringify({
    ...props,
    initialState: { ...initialState, user: { ...initialState.user, deviceId: '' } },
  });
}

let undo: () => void;
beforeAll(() => {
  undo = installProviderStandIns();
});
afterAll(() => {
  undo();
  jest.restoreAllMocks();
});

describe("a storm's page", () => {
  it('gives two first visits of the same minute the same page, so a burst shares one render', async () => {
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(Date.parse('2024-10-08T20:00:10.000Z'));
    const first = (await stormProps(context('milton'))) as { props: StormProps };
    now.mockReturnValue(Date.parse('2024-10-08T20:00:50.000Z'));
    const second = (await stormProps(context('milton'))) as { props: StormProps };

    expect(first.props.storm.name).toBe('Milton');
    expect(first.props.checkedAt).toBe('2024-10-08T20:00:00.000Z');
    expect(first.props.initialState.user.deviceId).not.toBe(
      second.props.initialState.user.deviceId,
    );
    expect(sharedKey(second.props)).toBe(sharedKey(first.props));

    now.mockReturnValue(Date.parse('2024-10-08T20:01:00.000Z'));
    const nextMinute = (await stormProps(context('milton'))) as { props: StormProps };
    expect(nextMinute.props.checkedAt).toBe('2024-10-08T20:01:00.000Z');
  });
});
