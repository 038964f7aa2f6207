import { screen, within } from '@testing-library/react';

import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { UtilityMenu } from './UtilityMenu';

describe('UtilityMenu', () => {
  it('"More" opens the secondary links; Escape closes them and gives focus back', async () => {
    const { user } = renderWithProviders(<UtilityMenu />);
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
      ['Feedback', 'mailto:feedback@example.com'],
      ['Careers', 'https://careers.example.com'],
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
