import { act, screen } from '@testing-library/react';

import { parisStations, seededStore } from '@tests/support/favorites';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { StationOptions } from './StationOptions';

function renderOptions(saved = true) {
  const onChoose = jest.fn().mockResolvedValue(saved);
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

  it('chooses the station the arrow keys moved to at a click on it', async () => {
    const { user, onChoose } = renderOptions();
    const radios = screen.getAllByRole('radio');
    radios[0]!.focus();
    await user.keyboard('{ArrowDown}');
    await user.click(radios[1]!);
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith(1, parisStations[1]);
  });

  it('saves once while a save is on its way, and goes back to the station in force when it fails', async () => {
    let settle: (saved: boolean) => void = () => undefined;
    const onChoose = jest.fn(
      () =>
        new Promise<boolean>((resolve) => {
          settle = resolve;
        }),
    );
    const { user } = renderWithProviders(
      <StationOptions stations={parisStations} checkedIndex={0} onChoose={onChoose} />,
      { store: seededStore() },
    );
    const radios = screen.getAllByRole('radio');
    radios[0]!.focus();
    await user.keyboard('{ArrowDown}{Enter}{Enter}');
    await user.tab();
    expect(onChoose).toHaveBeenCalledTimes(1);
    await act(async () => settle(false));
    expect(radios[0]).toBeChecked();
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
