import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';

import { PopupMenu, type PopupMenuProps } from './PopupMenu';

function Links(props: Partial<PopupMenuProps>) {
  return (
    <>
      <PopupMenu label="More" popupLabel="More links" {...props}>
        {({ close }) => (
          <>
            <li>
              <a href="https://press.weather.test/">Press</a>
            </li>
            <li>
              <button type="button" onClick={close}>
                Done
              </button>
            </li>
          </>
        )}
      </PopupMenu>
      <p>Outside</p>
      <button type="button">Elsewhere</button>
    </>
  );
}

function AccountMenu({ onSignOut = () => undefined }: { onSignOut?: () => void }) {
  return (
    <>
      <PopupMenu kind="menu" label="Hi Ada" popupLabel="Hi Ada">
        <li role="none">
          <button type="button" role="menuitem">
            Profile
          </button>
        </li>
        <li role="none">
          <button type="button" role="menuitem" onClick={onSignOut}>
            Sign out
          </button>
        </li>
      </PopupMenu>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('PopupMenu', () => {
  it('opens and closes its popup from the button, which says so with aria-expanded and aria-controls', async () => {
    const user = userEvent.setup();
    render(<Links />);
    const button = screen.getByRole('button', { name: 'More' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'More links' })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'More links' });
    expect(button).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getByRole('link', { name: 'Press' })).toHaveAttribute(
      'href',
      'https://press.weather.test/',
    );
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    render(<Links />);
    const button = screen.getByRole('button', { name: 'More' });
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Press' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a press outside, leaving focus where it went', async () => {
    const user = userEvent.setup();
    render(<Links />);
    const button = screen.getByRole('button', { name: 'More' });
    await user.click(button);
    await user.click(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('closes when focus moves on past it, so it covers nothing the visitor tabbed to', async () => {
    const user = userEvent.setup();
    render(<Links />);
    const button = screen.getByRole('button', { name: 'More' });
    await user.click(button);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets its content close it', async () => {
    const user = userEvent.setup();
    render(<Links />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps a closed popup in the markup, hidden, when asked to (first HTML)', async () => {
    const html = renderToString(<Links keepMounted />);
    expect(html).toContain('href="https://press.weather.test/"');
    expect(html).toMatch(/<ul[^>]*hidden=""/);

    const user = userEvent.setup();
    render(<Links keepMounted />);
    const button = screen.getByRole('button', { name: 'More' });
    expect(screen.queryByRole('list', { name: 'More links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Press' })).not.toBeInTheDocument();
    await user.click(button);
    expect(screen.getByRole('list', { name: 'More links' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Press' })).not.toBeInTheDocument();
  });

  describe('as a menu', () => {
    it('announces a menu and focuses its first item when opened', async () => {
      const user = userEvent.setup();
      render(<AccountMenu />);
      const button = screen.getByRole('button', { name: 'Hi Ada' });
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(button).not.toHaveAttribute('aria-controls');
      await user.click(button);
      const menu = screen.getByRole('menu', { name: 'Hi Ada' });
      expect(button).toHaveAttribute('aria-controls', menu.id);
      expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    });

    it('moves between items with the arrow keys, Home and End', async () => {
      const user = userEvent.setup();
      render(<AccountMenu />);
      await user.click(screen.getByRole('button', { name: 'Hi Ada' }));
      const profile = screen.getByRole('menuitem', { name: 'Profile' });
      const signOut = screen.getByRole('menuitem', { name: 'Sign out' });
      await user.keyboard('{ArrowDown}');
      expect(signOut).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(profile).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(signOut).toHaveFocus();
      await user.keyboard('{Home}');
      expect(profile).toHaveFocus();
      await user.keyboard('{End}');
      expect(signOut).toHaveFocus();
    });

    it('opens from the keyboard: ArrowUp on the button focuses the last item', async () => {
      const user = userEvent.setup();
      render(<AccountMenu />);
      await user.tab();
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    });

    it('closes on Escape (focus back on the button) and when focus leaves it', async () => {
      const user = userEvent.setup();
      const onSignOut = jest.fn();
      render(<AccountMenu onSignOut={onSignOut} />);
      const button = screen.getByRole('button', { name: 'Hi Ada' });
      await user.click(button);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(button).toHaveFocus();

      await user.keyboard('{Enter}');
      expect(screen.getByRole('menu')).toBeInTheDocument();
      await user.tab();
      await user.tab();
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();

      await user.click(button);
      await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
      expect(onSignOut).toHaveBeenCalledTimes(1);
    });
  });
});
