import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { render, screen, waitFor } from '@testing-library/react';

import { moonIconKey, WEATHER_ICON_DRAWINGS, WeatherIcon, weatherIconKey } from '.';
import { WEATHER_ICON_DIRS } from './iconDirs.generated';

const root = join(__dirname, '../../..');

describe('WeatherIcon', () => {
  it('shows the still icon file', () => {
    const { container } = render(<WeatherIcon icon="rain" size={40} label="Rain" />);
    const img = screen.getByRole('img', { name: 'Rain' });
    expect(img).toHaveAttribute('src', `${WEATHER_ICON_DIRS.still}/rain.svg`);
    expect(img).toHaveAttribute('width', '40');
    // Loaded as it nears the screen: the hourly strip and the days are mostly below or beside it.
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('source')).toBeNull();
  });

  it('when animated, shows the still drawing until the page has loaded and the browser is idle, then the animated one; the still one to visitors who prefer reduced motion', async () => {
    const { container } = render(
      <WeatherIcon icon="clear-night" size={64} label="Clear sky" animated />,
    );
    const img = screen.getByRole('img', { name: 'Clear sky' });
    expect(img).toHaveAttribute('src', `${WEATHER_ICON_DIRS.still}/clear-night.svg`);
    await waitFor(() =>
      expect(img).toHaveAttribute('src', `${WEATHER_ICON_DIRS.animated}/clear-night.svg`),
    );
    expect(img).toHaveAttribute('width', '64');
    expect(img).toHaveAttribute('height', '64');
    // The page's one hero icon loads at once.
    expect(img).not.toHaveAttribute('loading');
    const source = container.querySelector('source');
    expect(source).toHaveAttribute('media', '(prefers-reduced-motion: reduce)');
    expect(source).toHaveAttribute('srcset', `${WEATHER_ICON_DIRS.still}/clear-night.svg`);
  });

  it('is decorative without a label, and shows "not available" for an unknown key', () => {
    const { container } = render(<WeatherIcon icon="purple-rain" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      `${WEATHER_ICON_DIRS.still}/unknown.svg`,
    );
  });

  it('maps moon phase names and condition keys', () => {
    expect(moonIconKey('Waxing Gibbous')).toBe('moon-waxing-gibbous');
    expect(moonIconKey('Full Moon')).toBe('moon-full');
    expect(moonIconKey('New Moon')).toBe('moon-new');
    expect(moonIconKey('Blue')).toBe('unknown');
    expect(moonIconKey('Full')).toBe('moon-full');
    expect(weatherIconKey('showers-night')).toBe('showers-night');
    expect(weatherIconKey('toString')).toBe('unknown');
  });
});

describe('the icon files', () => {
  it('have a still file and an animated file for every icon key', () => {
    let animations = 0;
    for (const key of Object.keys(WEATHER_ICON_DRAWINGS)) {
      const read = (dir: string) => readFileSync(join(root, 'public', dir, `${key}.svg`), 'utf8');
      const still = read(WEATHER_ICON_DIRS.still);
      const animated = read(WEATHER_ICON_DIRS.animated);
      expect(still).toMatch(/^<svg /);
      expect(still).not.toMatch(/<animate/);
      expect(animated).toMatch(/^<svg /);
      if (/<animate/.test(animated)) animations += 1;
    }
    expect(animations).toBeGreaterThan(Object.keys(WEATHER_ICON_DRAWINGS).length / 2);
  });

  it('are up to date with the icon table (node scripts/build-weather-icons.mjs)', () => {
    expect(() =>
      execFileSync(process.execPath, [join(root, 'scripts/build-weather-icons.mjs'), '--check'], {
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });
});

describe('an animated icon on a page still loading', () => {
  let readyState: jest.SpyInstance;
  beforeEach(() => {
    readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  });
  afterEach(() => readyState.mockRestore());

  it('stays still until the page has loaded', async () => {
    render(<WeatherIcon icon="rain" size={64} label="Rain" animated />);
    const img = screen.getByRole('img', { name: 'Rain' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(img).toHaveAttribute('src', `${WEATHER_ICON_DIRS.still}/rain.svg`);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await waitFor(() =>
      expect(img).toHaveAttribute('src', `${WEATHER_ICON_DIRS.animated}/rain.svg`),
    );
  });
});
