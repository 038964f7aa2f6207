import { screen, within } from '@testing-library/react';

import { faqPageJsonLd, faqTopics } from '@/features/faq';
import type { PublicConfig } from '@/types/config';
import type { PageProps } from '@/types/page';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { testPublicConfig } from '@tests/support/publicConfig';

import { FaqView } from './FaqView';

const pageProps = {} as PageProps;

function renderFaq(config: Partial<PublicConfig> = {}) {
  return renderWithProviders(<FaqView {...pageProps} />, {
    preloadedState: { config: { value: testPublicConfig(config) } },
  });
}

/** Every question of the page: its summary text and its answer as the reader sees it. */
function visibleQuestions(container: HTMLElement) {
  return [...container.querySelectorAll('details')].map((details) => ({
    question: details.querySelector('summary')!.textContent,
    answer: [...details.querySelectorAll('p')].map((p) => p.textContent).join('\n\n'),
  }));
}

interface FaqJsonLd {
  mainEntity: { name: string; acceptedAnswer: { text: string } }[];
}

describe('FaqView', () => {
  it('shows 12 to 20 questions as disclosure widgets under topic headings', () => {
    const { container } = renderFaq();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
    const questions = visibleQuestions(container);
    expect(questions.length).toBeGreaterThanOrEqual(12);
    expect(questions.length).toBeLessThanOrEqual(20);
    for (const name of ['Places and favourites', 'Privacy and ads'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    // Closed by default, with the answer in the HTML (readable without JavaScript once opened).
    const details = screen.getByText('What does “Demo data” mean?').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent(/a demonstration model fills the gap/);
  });

  // Keyboard use of <details> is the browser's own (jsdom lacks it): the e2e test presses Enter.
  it('answers open and close from their question, and their links work', async () => {
    const { user } = renderFaq();
    const summary = screen.getByText('How does the radar map work?');
    const details = summary.closest('details')!;
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByRole('link', { name: 'weather map' })).toHaveAttribute(
      'href',
      '/maps',
    );
    await user.click(summary);
    expect(details).not.toHaveAttribute('open');
  });

  it('has the same questions and answers as its FAQPage structured data', () => {
    const config = { siteName: 'Cloudy Days', supportEmail: 'help@weather.test' };
    const { container } = renderFaq(config);
    const jsonLd = faqPageJsonLd(faqTopics(config)) as unknown as FaqJsonLd;
    expect(visibleQuestions(container)).toEqual(
      jsonLd.mainEntity.map((q) => ({ question: q.name, answer: q.acceptedAnswer.text })),
    );
    expect(screen.getByText('How do I contact Cloudy Days?')).toBeInTheDocument();
  });

  it('links the topics and gives the contact address only when configured', () => {
    const { unmount } = renderFaq({ supportEmail: 'help@weather.test' });
    const topics = screen.getByRole('navigation', { name: 'Topics' });
    for (const link of within(topics).getAllByRole('link'))
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).toHaveTextContent(
        link.textContent!,
      );
    expect(screen.getAllByRole('link', { name: 'help@weather.test' })[0]).toHaveAttribute(
      'href',
      'mailto:help@weather.test',
    );
    unmount();
    renderFaq({ supportEmail: null });
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.getByText(/How do I contact/).closest('details')).toHaveTextContent(
      /Terms of Use and Privacy Policy/,
    );
    const lead = screen.getByText(/^Still have a question\?/);
    expect(within(lead).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/legal/privacy#contact',
    );
  });
});
