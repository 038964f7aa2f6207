import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { act, render, screen } from '@testing-library/react';
import sharp from 'sharp';

import { moonIconKey, WEATHER_ICON_DRAWINGS, WeatherIcon, weatherIconKey } from '.';
import { WEATHER_ICONS } from './iconDirs.generated';
import { weatherIconSrc } from './WeatherIcon';

const root = join(__dirname, '../../..');

describe('WeatherIcon', () => {
  it('shows the still picture sharp on a 3x screen: the smallest width of at least 3 times its size', () => {
    const { container } = render(<WeatherIcon icon="rain" size={40} label="Rain" />);
    const img = screen.getByRole('img', { name: 'Rain' });
    expect(img).toHaveAttribute('src', `${WEATHER_ICONS.dir}/rain-128.webp`);
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
      expect(img).toHaveAttribute('src', `${WEATHER_ICONS.dir}/clear-night-192.webp`);
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
      `${WEATHER_ICONS.dir}/unknown-192.webp`,
    );
  });

  it('takes a width per size, the largest beyond it', () => {
    expect(weatherIconSrc('raindrop', 16)).toBe(`${WEATHER_ICONS.dir}/raindrop-64.webp`);
    expect(weatherIconSrc('wind', 28)).toBe(`${WEATHER_ICONS.dir}/wind-128.webp`);
    expect(weatherIconSrc('rain', 44)).toBe(`${WEATHER_ICONS.dir}/rain-192.webp`);
    expect(weatherIconSrc('rain', 96)).toBe(`${WEATHER_ICONS.dir}/rain-288.webp`);
    expect(weatherIconSrc('rain', 200)).toBe(`${WEATHER_ICONS.dir}/rain-288.webp`);
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
  it('have a still WebP picture of every width for every icon key', async () => {
    for (const key of Object.keys(WEATHER_ICON_DRAWINGS)) {
      for (const width of WEATHER_ICONS.widths) {
        const file = readFileSync(join(root, 'public', WEATHER_ICONS.dir, `${key}-${width}.webp`));
        const { format, width: w, height, pages } = await sharp(file).metadata();
        expect({ format, width: w, height, animated: (pages ?? 1) > 1 }).toEqual({
          format: 'webp',
          width,
          height: width,
          animated: false,
        });
      }
    }
  });

  it('draw each decorative icon from its own square of one picture, at its size', async () => {
    const css = readFileSync(join(__dirname, 'decorativeIcons.generated.module.css'), 'utf8');
    const url = /url\('([^']+)'\)/.exec(css)?.[1];
    expect(url).toBe(`${WEATHER_ICONS.dir}/decorative.webp`);
    const rules = [
      ...css.matchAll(
        /\.(\w+)::before \{\s*width: (\d+)px;\s*height: \2px;\s*background-size: (\d+)px \2px;\s*background-position: (-?\d+)(?:px)? 0;/g,
      ),
    ].map(([, name, size, rowWidth, left]) => ({
      name,
      size: Number(size),
      rowWidth: Number(rowWidth),
      left: Number(left),
    }));
    expect(rules.map((r) => r.name)).toEqual(
      expect.arrayContaining(['raindrop', 'wind', 'uvIndex', 'sunrise', 'sunset']),
    );
    const picture = sharp(readFileSync(join(root, 'public', url!)));
    const { width, height, format } = await picture.metadata();
    expect(format).toBe('webp');
    expect(width).toBe(height! * rules.length);
    for (const [i, rule] of rules.entries()) {
      // The picture's row scaled to the icon's size, moved so that square i shows.
      expect(rule).toMatchObject({ rowWidth: rule.size * rules.length, left: 0 - i * rule.size });
      const square = await sharp(readFileSync(join(root, 'public', url!)))
        .extract({ left: i * height!, top: 0, width: height!, height: height! })
        .stats();
      // Each square has a drawing in it (its alpha channel is not all transparent).
      expect(square.channels[3]?.max).toBe(255);
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
