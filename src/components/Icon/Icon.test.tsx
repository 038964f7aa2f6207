import { render, screen } from '@testing-library/react';

import { Icon, ICON_NAMES } from './Icon';

describe('Icon', () => {
  it('is decorative by default: hidden from assistive technology and not focusable', () => {
    render(
      <button type="button" aria-label="Settings">
        <Icon name="settings" />
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Settings' });
    const svg = button.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its label when given one', () => {
    render(<Icon name="alerts" label="Alerts" />);
    expect(screen.getByRole('img', { name: 'Alerts' })).toBeInTheDocument();
  });

  it('is 1em square unless sized by prop', () => {
    const { container } = render(
      <>
        <Icon name="star" />
        <Icon name="star-filled" size={24} />
      </>,
    );
    const [plain, sized] = Array.from(container.querySelectorAll('svg'));
    expect(plain).toHaveAttribute('width', '1em');
    expect(sized).toHaveAttribute('width', '24');
    expect(sized).toHaveAttribute('height', '24');
  });

  it('draws every icon of the set', () => {
    expect(ICON_NAMES).toEqual([
      'star',
      'star-filled',
      'station',
      'settings',
      'alerts',
      'search',
      'chevron-down',
    ]);
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} label={name} />);
      expect(screen.getByRole('img', { name })).toBe(container.firstChild);
      expect(container.querySelector('svg path')).toBeInTheDocument();
      unmount();
    }
  });
});
