import { createElement } from 'react';

import { Button, type ButtonProps } from '@/components/Button';

/** The utility bar's text button (bold white on the dark bar): the shared Button's `bar` look. */
export function BarButton(props: Omit<ButtonProps, 'variant'>) {
  return createElement(Button, { ...props, variant: 'bar' });
}
