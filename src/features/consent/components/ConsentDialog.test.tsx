import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConsentDialog } from './ConsentDialog';

function renderDialog(initialPurposes: number[] = []) {
  const onDecide = jest.fn();
  const onClose = jest.fn();
  render(
    <ConsentDialog
      siteName="Parasol Weather"
      initialPurposes={initialPurposes}
      onDecide={onDecide}
      onClose={onClose}
    />,
  );
  return { onDecide, onClose, user: userEvent.setup() };
}

describe('ConsentDialog', () => {
  it('is a modal "Privacy consent" dialog with three choices of the same look', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Privacy consent' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/Parasol Weather/);
    const names = ['Accept all', 'Reject all', 'Manage choices'];
    const buttons = names.map((name) => within(dialog).getByRole('button', { name }));
    expect(new Set(buttons.map((b) => b.className)).size).toBe(1);
  });

  it('"Accept all" consents to purposes 1–10; "Reject all" to none', async () => {
    const { onDecide, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(onDecide).toHaveBeenLastCalledWith([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await user.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(onDecide).toHaveBeenLastCalledWith([]);
  });

  it('"Manage choices" shows a switch per purpose; Save sends the ones switched on', async () => {
    const { onDecide, user } = renderDialog([7]);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    const manage = screen.getByRole('button', { name: 'Manage choices' });
    await user.click(manage);
    expect(manage).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Purposes' });
    expect(within(group).getAllByRole('switch')).toHaveLength(10);
    const measure = screen.getByRole('switch', { name: 'Measure advertising performance' });
    expect(measure).toBeChecked();
    await user.click(
      screen.getByRole('switch', { name: 'Store and/or access information on a device' }),
    );
    await user.click(screen.getByRole('switch', { name: 'Develop and improve services' }));
    await user.click(screen.getByRole('switch', { name: 'Develop and improve services' }));
    await user.click(within(group).getByRole('button', { name: 'Save' }));
    expect(onDecide).toHaveBeenCalledWith([1, 7]);
  });

  it('Escape closes without a decision', async () => {
    const { onDecide, onClose, user } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(onDecide).not.toHaveBeenCalled();
  });
});
