import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { render, screen } from '@testing-library/react';

import { moonIconKey, WEATHER_ICON_DRAWINGS, WeatherIcon, weatherIconKey } from '.';
import { WEATHER_SPRITES } from './sprites.generated';

const root = join(__dirname, '../../..');

describe('WeatherIcon', () => {
  it('shows a view of the animated sprite, and the still one to visitors who prefer reduced motion', () => {
    const { container } = render(<WeatherIcon icon="clear-night" size={64} label="Clear sky" />);
    const img = screen.getByRole('img', { name: 'Clear sky' });
    expect(img).toHaveAttribute('src', `${WEATHER_SPRITES.animated}#clear-night`);
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
      `${WEATHER_SPRITES.animated}#unknown`,
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
  it('have a view for every icon key, the still one without animation', () => {
    const animated = readFileSync(join(root, 'public', WEATHER_SPRITES.animated), 'utf8');
    const still = readFileSync(join(root, 'public', WEATHER_SPRITES.still), 'utf8');
    for (const key of Object.keys(WEATHER_ICON_DRAWINGS)) {
      expect(animated).toContain(`<view id="${key}" `);
      expect(still).toContain(`<view id="${key}" `);
    }
    expect(animated).toMatch(/<animate/);
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
