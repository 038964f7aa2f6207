import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { act, render, screen } from '@testing-library/react';

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

  it('when animated, floats the still drawing (loaded at once), pausing while it is off screen', () => {
    const observers: { callback: IntersectionObserverCallback; disconnect: jest.Mock }[] = [];
    const original = window.IntersectionObserver;
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      const observer = { callback, observe: jest.fn(), disconnect: jest.fn() };
      observers.push(observer);
      return observer;
    }) as unknown as typeof IntersectionObserver;
    try {
      const { unmount } = render(
        <WeatherIcon icon="clear-night" size={64} label="Clear sky" animated />,
      );
      const img = screen.getByRole('img', { name: 'Clear sky' });
      expect(img).toHaveAttribute('src', `${WEATHER_ICON_DIRS.still}/clear-night.svg`);
      expect(img).toHaveAttribute('width', '64');
      expect(img).toHaveAttribute('height', '64');
      // The page's one hero icon loads at once.
      expect(img).not.toHaveAttribute('loading');
      expect(img).toHaveClass('floating');
      expect(img).not.toHaveAttribute('data-paused');
      const seen = (isIntersecting: boolean) =>
        act(() =>
          observers[0]!.callback(
            [{ isIntersecting } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          ),
        );
      seen(false);
      expect(img).toHaveAttribute('data-paused');
      seen(true);
      expect(img).not.toHaveAttribute('data-paused');
      unmount();
      expect(observers[0]!.disconnect).toHaveBeenCalled();
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it('never moves in the drawing itself, and floats by transform alone, none for reduced motion', () => {
    const css = readFileSync(join(__dirname, 'WeatherIcon.module.css'), 'utf8');
    const keyframes = css.slice(css.indexOf('@keyframes'), css.indexOf('@media'));
    const animatedProperties = [...keyframes.matchAll(/^\s*([a-z-]+):/gm)].map((m) => m[1]);
    expect(new Set(animatedProperties)).toEqual(new Set(['transform']));
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\)\s*{\s*\.floating\s*{\s*animation: none;/,
    );
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
  it('have a still file for every icon key, with no SVG animation', () => {
    for (const key of Object.keys(WEATHER_ICON_DRAWINGS)) {
      const still = readFileSync(
        join(root, 'public', WEATHER_ICON_DIRS.still, `${key}.svg`),
        'utf8',
      );
      expect(still).toMatch(/^<svg /);
      expect(still).not.toMatch(/<animate/);
    }
  });

  it('are up to date with the icon table (node scripts/build-weather-icons.mjs)', () => {
    expect(() =>
      execFileSync(process.execPath, [join(root, 'scripts/build-weather-icons.mjs'), '--check'], {
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });
});
