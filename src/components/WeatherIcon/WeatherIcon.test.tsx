import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { render, screen } from '@testing-library/react';

import { moonIconKey, WEATHER_ICON_DRAWINGS, WeatherIcon, weatherIconKey } from '.';
import { WEATHER_SPRITES } from './sprites.generated';

const root = join(__dirname, '../../..');

describe('WeatherIcon', () => {
  it('shows a view of the still sprite', () => {
    const { container } = render(<WeatherIcon icon="rain" size={40} label="Rain" />);
    const img = screen.getByRole('img', { name: 'Rain' });
    expect(img).toHaveAttribute('src', `${WEATHER_SPRITES.still}#rain`);
    expect(img).toHaveAttribute('width', '40');
    expect(container.querySelector('source')).toBeNull();
  });

  it('when animated, shows a view of the animated sprite, and the still one to visitors who prefer reduced motion', () => {
    const { container } = render(
      <WeatherIcon icon="clear-night" size={64} label="Clear sky" animated />,
    );
    const img = screen.getByRole('img', { name: 'Clear sky' });
    expect(img).toHaveAttribute('src', `${WEATHER_SPRITES.animatedDir}/clear-night.svg`);
    expect(img).toHaveAttribute('width', '64');
    expect(img).toHaveAttribute('height', '64');
    const source = container.querySelector('source');
    expect(source).toHaveAttribute('media', '(prefers-reduced-motion: reduce)');
    expect(source).toHaveAttribute('srcset', `${WEATHER_SPRITES.still}#clear-night`);
  });

  it('is decorative without a label, and shows "not available" for an unknown key', () => {
    const { container } = render(<WeatherIcon icon="purple-rain" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      `${WEATHER_SPRITES.still}#unknown`,
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

describe('the sprites', () => {
  it('have a still view and an animated file for every icon key', () => {
    const still = readFileSync(join(root, 'public', WEATHER_SPRITES.still), 'utf8');
    let animations = 0;
    for (const key of Object.keys(WEATHER_ICON_DRAWINGS)) {
      expect(still).toContain(`<view id="${key}" `);
      const animated = readFileSync(
        join(root, 'public', WEATHER_SPRITES.animatedDir, `${key}.svg`),
        'utf8',
      );
      expect(animated).toMatch(/^<svg /);
      if (/<animate/.test(animated)) animations += 1;
    }
    expect(animations).toBeGreaterThan(Object.keys(WEATHER_ICON_DRAWINGS).length / 2);
    expect(still).not.toMatch(/<animate/);
  });

  it('are up to date with the icon table (node scripts/build-weather-icons.mjs)', () => {
    expect(() =>
      execFileSync(process.execPath, [join(root, 'scripts/build-weather-icons.mjs'), '--check'], {
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });
});
