import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactNode } from 'react';

import { Dialog, type DialogProps } from './Dialog';

type Extra = Partial<Omit<DialogProps, 'onClose' | 'children'>>;

/** A page with an opener, some background content and the dialog while open. */
function Page({ extra = {}, body }: { extra?: Extra; body?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/elsewhere">Background link</a>
      {open && (
        <Dialog title="Preferences" onClose={() => setOpen(false)} {...extra}>
          {body ?? (
            <>
              <label>
                Name <input />
              </label>
              <button type="button">Save</button>
            </>
          )}
        </Dialog>
      )}
    </>
  );
}

async function openDialog(extra?: Extra, body?: ReactNode) {
  const user = userEvent.setup();
  render(<Page extra={extra} body={body} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Preferences' }) };
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    const { dialog } = await openDialog({ description: 'Choose how the site looks.' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Choose how the site looks.');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Preferences' })).toBeVisible();
    expect(dialog).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab cycling inside', async () => {
    const { user, dialog } = await openDialog();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    for (let i = 0; i < 7; i++) {
      await user.tab({ shift: i % 2 === 0 });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('counts a radio group as one Tab stop', async () => {
    const { user, dialog } = await openDialog(
      {},
      <fieldset>
        <legend>Size</legend>
        <label>
          <input type="radio" name="size" defaultChecked /> Small
        </label>
        <label>
          <input type="radio" name="size" /> Large
        </label>
      </fieldset>,
    );
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('radio', { name: 'Small' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('makes the page behind inert while open, and not after', async () => {
    const { user, opener } = await openDialog();
    const background = opener.parentElement as HTMLElement;
    expect(background).toHaveAttribute('inert');
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(background).not.toHaveAttribute('inert');
  });

  it('brings focus back when something moves it behind the dialog', async () => {
    const { dialog } = await openDialog();
    screen.getByRole('link', { name: 'Background link' }).focus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves Escape to a control inside that handles it', async () => {
    const { user, dialog } = await openDialog(
      {},
      <input
        aria-label="Shortcut"
        onKeyDown={(event) => {
          if (event.key === 'Escape') event.preventDefault();
        }}
      />,
    );
    await user.click(within(dialog).getByRole('textbox', { name: 'Shortcut' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with its Close button and on a press on the backdrop, not inside', async () => {
    const { user, opener, dialog } = await openDialog({ closeLabel: 'Close preferences' });
    fireEvent.mouseDown(within(dialog).getByRole('textbox', { name: 'Name' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close preferences' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    // A real press: the browser's own focus move on mousedown must not undo the return to the opener.
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('focuses the element asked for when it opens', async () => {
    const { dialog } = await openDialog({
      initialFocus: (panel) => panel.querySelector('input'),
    });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('keeps a hidden title as its name', async () => {
    const { dialog } = await openDialog({ hideTitle: true, variant: 'drawer' });
    expect(within(dialog).getByRole('heading', { name: 'Preferences' })).toHaveClass(
      'visually-hidden',
    );
  });

  it('gives focus to returnFocusRef on close when the opener is gone', async () => {
    function Menu() {
      const [open, setOpen] = useState(false);
      const target = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button type="button" ref={target}>
            Menu button
          </button>
          {!open && (
            <button type="button" onClick={() => setOpen(true)}>
              Manage
            </button>
          )}
          {open && (
            <Dialog title="Manage" onClose={() => setOpen(false)} returnFocusRef={target}>
              <p>Items</p>
            </Dialog>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Manage' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu button' })).toHaveFocus();
  });
});
