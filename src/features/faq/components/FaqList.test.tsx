import { screen, within } from '@testing-library/react';

import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { faqTopics } from '../faqs';
import { FaqList } from './FaqList';

function renderFaqs() {
  return renderWithProviders(
    <FaqList topics={faqTopics({ siteName: 'Parasol Weather', supportEmail: null })} />,
  );
}

/** The disclosure widget of a question, opened as a visitor would. */
async function openQuestion(user: ReturnType<typeof renderFaqs>['user'], question: string) {
  const summary = screen.getByText(question, { selector: 'summary' });
  await user.click(summary);
  const details = summary.closest('details')!;
  expect(details).toHaveAttribute('open');
  return details;
}

describe('the FAQ answers about the data sources', () => {
  it('names every official alert service the site reads, and the demo alerts', async () => {
    const { user } = renderFaqs();
    const answer = await openQuestion(
      user,
      'Where do alerts come from, and why do I see none for my place?',
    );
    expect(answer).toHaveTextContent(/National Weather Service in the United States/);
    expect(answer).toHaveTextContent(/Environment and Climate Change Canada in Canada/);
    expect(answer).toHaveTextContent(/publish their warnings through MeteoAlarm/);
    expect(answer).toHaveTextContent(/Elsewhere in the world the alerts page says/);
    expect(answer).toHaveTextContent(/demonstration alerts are shown instead and marked as demo/);
    expect(answer).not.toHaveTextContent(/Alerts come from the National Weather Service,/);
    expect(within(answer).getByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '/alerts');
  });

  it('says forecasts come from Open-Meteo, not the National Weather Service', async () => {
    const { user } = renderFaqs();
    const answer = await openQuestion(user, 'What does “Demo data” mean?');
    expect(answer).toHaveTextContent(
      /Forecasts, current conditions and air quality come from Open-Meteo, radar from RainViewer/,
    );
    expect(answer).not.toHaveTextContent(/National Weather Service/);
    expect(answer).toHaveTextContent(/marked “Demo camera”/);
    expect(within(answer).getByRole('link', { name: 'where alerts come from' })).toHaveAttribute(
      'href',
      '/faq#alerts',
    );
    expect(document.getElementById('alerts')?.tagName).toBe('DETAILS');
  });

  it('says the temperature map layer is demonstration data', async () => {
    const { user } = renderFaqs();
    const answer = await openQuestion(user, 'How does the radar map work?');
    expect(answer).toHaveTextContent(/Radar images come from RainViewer/);
    expect(answer).toHaveTextContent(
      /temperature layer is always drawn from the demonstration model/,
    );
  });

  it('names the camera sources and links the camera pages', async () => {
    const { user } = renderFaqs();
    const answer = await openQuestion(user, 'Where do the camera pictures come from?');
    expect(answer).toHaveTextContent(/Iowa Environmental Mesonet/);
    expect(answer).toHaveTextContent(/Caltrans cameras near places in California/);
    expect(answer).toHaveTextContent(/marked “Demo camera”/);
    expect(within(answer).getByRole('link', { name: 'weather cameras' })).toHaveAttribute(
      'href',
      '/weather-camera',
    );
    expect(within(answer).getByRole('link', { name: 'traffic cameras' })).toHaveAttribute(
      'href',
      '/traffic-cam',
    );
  });
});
