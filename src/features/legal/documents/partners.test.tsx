import { screen, within } from '@testing-library/react';

import { CALTRANS_CREDIT } from '@/server/cameras/caltrans';

import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { LegalDocument } from '../components/LegalDocument';
import { partnersPage } from './partners';

function renderPartners() {
  return renderWithProviders(
    <LegalDocument
      title="Partners"
      sections={partnersPage({ siteName: 'Parasol Weather', advertisersUrl: null })}
    />,
  );
}

/** The entry of a partner (its name and what follows it) in a section. */
function entryOf(section: HTMLElement, name: string): HTMLElement {
  return within(section).getByRole('link', { name }).closest('div')!;
}

describe('the partners page', () => {
  it('credits the official alert services of Canada and Europe with their licences', () => {
    renderPartners();
    const weather = screen.getByRole('region', { name: 'Weather data' });

    expect(entryOf(weather, 'National Weather Service (NOAA)')).toHaveTextContent(
      /United States and its territories/,
    );

    const eccc = entryOf(weather, 'Environment and Climate Change Canada');
    expect(
      within(eccc).getByRole('link', { name: 'Environment and Climate Change Canada' }),
    ).toHaveAttribute('href', 'https://weather.gc.ca');
    expect(eccc).toHaveTextContent(/places in Canada/);
    expect(eccc).toHaveTextContent(
      '“Alerts: Environment and Climate Change Canada (MSC Datamart)”',
    );
    expect(
      within(eccc).getByRole('link', {
        name: 'Environment and Climate Change Canada Data Servers End-use Licence, with attribution',
      }),
    ).toHaveAttribute('href', 'https://eccc-msc.github.io/open-data/licence/readme_en/');

    const meteoAlarm = entryOf(weather, 'MeteoAlarm (EUMETNET)');
    expect(within(meteoAlarm).getByRole('link', { name: 'MeteoAlarm (EUMETNET)' })).toHaveAttribute(
      'href',
      'https://www.meteoalarm.org',
    );
    expect(meteoAlarm).toHaveTextContent(/national weather service/);
    expect(meteoAlarm).toHaveTextContent(
      '“Warnings: Deutscher Wetterdienst via MeteoAlarm (EUMETNET, meteoalarm.org)”',
    );
    expect(meteoAlarm).toHaveTextContent(
      /Licence: MeteoAlarm terms of use, with attribution to MeteoAlarm and the issuing national service\.$/,
    );
  });

  it('credits the camera sources in a section of their own, with the credit each image carries', () => {
    renderPartners();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getByRole('link', { name: 'Camera images' })).toHaveAttribute(
      'href',
      '#camera-images',
    );
    const cameras = screen.getByRole('region', { name: 'Camera images' });
    expect(cameras).toHaveTextContent(/marked “Demo camera”/);

    const iem = entryOf(cameras, 'Iowa Environmental Mesonet (Iowa State University)');
    expect(
      within(iem).getByRole('link', { name: 'Iowa Environmental Mesonet (Iowa State University)' }),
    ).toHaveAttribute('href', 'https://mesonet.agron.iastate.edu');
    expect(iem).toHaveTextContent('“Iowa Environmental Mesonet and its partner stations”');
    expect(iem).toHaveTextContent(
      '“Iowa DOT road weather camera, via the Iowa Environmental Mesonet”',
    );
    expect(iem).toHaveTextContent(/Licence: No licence stated/);

    const caltrans = entryOf(cameras, 'Caltrans (California Department of Transportation)');
    expect(
      within(caltrans).getByRole('link', {
        name: 'Caltrans (California Department of Transportation)',
      }),
    ).toHaveAttribute('href', 'https://cwwp2.dot.ca.gov');
    expect(caltrans).toHaveTextContent(/places in California/);
    expect(caltrans).toHaveTextContent(`“${CALTRANS_CREDIT}”`);
    expect(caltrans).toHaveTextContent(/Licence: Caltrans conditions of use/);
  });

  it('credits the airport sources of the travel page', () => {
    renderPartners();
    const maps = screen.getByRole('region', { name: 'Places and maps' });
    const ourAirports = entryOf(maps, 'OurAirports');
    expect(ourAirports).toHaveTextContent(/scheduled passenger service/);
    expect(ourAirports).toHaveTextContent(/Licence: Public domain/);
    expect(entryOf(maps, 'OpenFlights')).toHaveTextContent(/time zones and cities/);
  });
});
