import { screen, within } from '@testing-library/react';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { configuredLinks, testPublicConfig } from '@tests/support/publicConfig';

import { UtilityMenu } from './UtilityMenu';

describe('UtilityMenu', () => {
  it('shows feedback and careers only when the configuration names them', async () => {
    const { user } = renderWithProviders(<UtilityMenu />, {
      preloadedState: { config: { value: testPublicConfig() } },
    });
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Press', 'Education']);
  });

  it('"More" opens the secondary links; Escape closes them and gives focus back', async () => {
    const { user } = renderWithProviders(<UtilityMenu />, {
      preloadedState: {
        config: { value: testPublicConfig({ externalLinks: configuredLinks }) },
      },
    });
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list');
    expect(more).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Press', '/press'],
      ['Education', '/education'],
      ['Feedback', 'mailto:feedback@weather.test'],
      ['Careers', 'https://jobs.weather.test/'],
    ]);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { user } = renderWithProviders(
      <>
        <UtilityMenu />
        <p>Outside</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
