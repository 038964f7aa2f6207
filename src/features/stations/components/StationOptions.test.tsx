import { screen } from '@testing-library/react';

import { parisStations, seededStore } from '@tests/support/favorites';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { StationOptions } from './StationOptions';

function renderOptions() {
  const onChoose = jest.fn();
  const view = renderWithProviders(
    <>
      <StationOptions stations={parisStations} checkedIndex={0} onChoose={onChoose} />
      <button type="button">After</button>
    </>,
    { store: seededStore() },
  );
  return { ...view, onChoose };
}

describe('StationOptions', () => {
  it('chooses a station at a click', async () => {
    const { user, onChoose } = renderOptions();
    await user.click(screen.getAllByRole('radio')[1]!);
    expect(onChoose).toHaveBeenCalledWith(1, parisStations[1]);
  });

  it('moves with the arrow keys without choosing, and chooses with Enter or Space', async () => {
    const { user, onChoose } = renderOptions();
    const radios = screen.getAllByRole('radio');
    expect(screen.getByRole('radiogroup', { name: 'Weather station' })).toHaveAccessibleDescription(
      'Arrow keys move between stations; Enter or Space chooses one.',
    );
    radios[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(radios[1]).toBeChecked();
    expect(radios[1]).toHaveFocus();
    expect(onChoose).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(1, parisStations[1]);
    await user.keyboard('{ArrowUp}{ }');
    expect(onChoose).toHaveBeenLastCalledWith(0, parisStations[0]);
  });

  it('chooses the station moved to when Tab leaves the list, and nothing when none was moved to', async () => {
    const first = renderOptions();
    screen.getAllByRole('radio')[0]!.focus();
    await first.user.tab();
    expect(first.onChoose).not.toHaveBeenCalled();
    first.unmount();

    const moved = renderOptions();
    screen.getAllByRole('radio')[0]!.focus();
    await moved.user.keyboard('{ArrowDown}');
    await moved.user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(moved.onChoose).toHaveBeenCalledWith(1, parisStations[1]);
  });
});
