import clsx from 'clsx';
import type { ButtonHTMLAttributes, Ref } from 'react';

import styles from './Button.module.css';

/**
 * The looks of the shared button:
 * - `primary`: filled with the brand colour (the hamburger's sign-in button);
 * - `secondary`: a bordered button on a white surface;
 * - `plain`: no border or background, the surrounding font (the caller sets colour and padding);
 * - `link`: brand-coloured underlined text;
 * - `bar`: bold white text on the dark utility bar;
 * - `outline`: white outline on a dark bar (the footer's Settings button);
 * - `icon`: a transparent icon button with a white glyph for the blue bars (size set by the caller).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'plain' | 'link' | 'bar' | 'outline' | 'icon';

/** Props of {@link Button}: a native button's, plus its look. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The shared button: a native `<button>` (type "button" unless told otherwise) in one of the
 * site's looks. A `className` adds layout (size, margin, padding where the look leaves it open);
 * it never restyles what the variant sets, so the result does not depend on stylesheet order.
 */
export function Button({ variant, className, type = 'button', ref, ...rest }: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={clsx(variant && styles[variant], className)}
      {...rest}
    />
  );
}
