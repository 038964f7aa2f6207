import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parseKeyMessages, parsePublicAdvisory } from './advisoryText';
import { getStormAdvisory } from './hurricanes.service';
import { createSampleNhcSource } from './nhcSource';
import { nhcTime } from './nhcTime';

const sample = (name: string) =>
  readFileSync(path.join(__dirname, 'samples', 'products', name), 'utf8');

describe('NHC public advisory and discussion parsers', () => {
  it('reads the number, issuing time, headline and body of a public advisory page', () => {
    const adv = parsePublicAdvisory(sample('MIATCPAT4.shtml'));
    expect(adv.number).toBe('15');
    expect(adv.issuedAt).toBe('2024-10-08T15:00:00.000Z');
    expect(adv.headline).toBe(
      'MILTON REMAINS AN EXTREMELY DANGEROUS CATEGORY 5 HURRICANE. LIFE-THREATENING STORM SURGE AND HURRICANE-FORCE WINDS EXPECTED ALONG PORTIONS OF THE WEST COAST OF FLORIDA',
    );
    expect(adv.text).toMatch(/^SUMMARY OF 1000 AM CDT/);
    expect(adv.text).toMatch(/Next complete advisory at 400 PM CDT\.$/);
    expect(adv.text).not.toMatch(/\$\$|Forecaster|<\/?pre>/);
  });

  it('reads an intermediate advisory number and a plain-text product without a headline', () => {
    const adv = parsePublicAdvisory(
      'BULLETIN\nTropical Storm Erin Intermediate Advisory Number   9A\nNWS National Hurricane Center Miami FL\n500 PM AST Thu Aug 20 2026\n\nSUMMARY\nLOCATION...20.1N 60.2W\n$$\n',
    );
    expect(adv).toEqual({
      number: '9A',
      issuedAt: '2026-08-20T21:00:00.000Z',
      headline: null,
      text: 'SUMMARY\nLOCATION...20.1N 60.2W',
    });
  });

  it('lists the key messages of a discussion, unwrapped, and null when it has none', () => {
    const messages = parseKeyMessages(sample('MIATCDAT4.shtml'));
    expect(messages).toHaveLength(3);
    expect(messages?.[0]).toBe(
      'There is a danger of life-threatening storm surge along portions of the west coast of Florida, including Tampa Bay. Residents in those areas should follow advice given by local officials and evacuate if told to do so.',
    );
    expect(messages?.[2]).toMatch(/through Thursday\.$/);
    expect(parseKeyMessages(sample('MIATCDEP2.shtml'))).toBeNull();
  });

  it('reads NHC time forms as UTC', () => {
    expect(nhcTime('1000 AM CDT Tue Oct 08 2024')).toBe('2024-10-08T15:00:00.000Z');
    expect(nhcTime('7:00 PM CDT October 08, 2024')).toBe('2024-10-09T00:00:00.000Z');
    expect(nhcTime('1100 AM HST Thu Aug 20 2026')).toBe('2026-08-20T21:00:00.000Z');
    expect(nhcTime('2024-10-08 10:00 AM Tue CDT')).toBe('2024-10-08T15:00:00.000Z');
    expect(nhcTime('1500 UTC Tue Oct 08 2024')).toBe('2024-10-08T15:00:00.000Z');
    expect(nhcTime('1200 AM EDT Wed Oct 09 2024')).toBe('2024-10-09T04:00:00.000Z');
    expect(nhcTime('2024100812')).toBe('2024-10-08T12:00:00.000Z');
    expect(nhcTime('10:00 AM October 08, 2024')).toBeNull();
    expect(nhcTime('08/1500')).toBeNull();
  });
});

describe('getStormAdvisory over the bundled sample', () => {
  const source = createSampleNhcSource();

  it('answers the advisory of each sample storm, with key messages only when the discussion has them', async () => {
    expect(await getStormAdvisory(source, 'MILTON')).toMatchObject({
      stormId: 'al142024',
      number: '15',
      issuedAt: '2024-10-08T15:00:00.000Z',
      keyMessages: expect.arrayContaining([expect.stringMatching(/storm surge/)]) as unknown,
    });
    const kristy = await getStormAdvisory(source, 'kristy');
    expect(kristy).toMatchObject({ number: '3', keyMessages: null });
    expect(kristy.headline).toMatch(/^KRISTY STRENGTHENING/);
  });

  it('answers the advisory without key messages when the discussion cannot be read', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const discussionDown = {
      ...source,
      product: async (url: string) => {
        if (url.includes('TCD')) throw new Error('NHC 500');
        return source.product(url);
      },
    };
    expect(await getStormAdvisory(discussionDown, 'milton')).toMatchObject({
      number: '15',
      keyMessages: null,
    });
    error.mockRestore();
  });

  it('404s for a storm that is not active, and when NHC publishes no advisory page', async () => {
    await expect(getStormAdvisory(source, 'Zeta')).rejects.toMatchObject({ status: 404 });
    const none = { ...source, product: async () => null };
    await expect(getStormAdvisory(none, 'Milton')).rejects.toMatchObject({ status: 404 });
  });
});
