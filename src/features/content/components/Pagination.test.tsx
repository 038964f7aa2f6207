import { render, screen, within } from '@testing-library/react';

import { listPagePath, Pagination } from './Pagination';

describe('Pagination', () => {
  it('links the newer and older pages with rel=prev and rel=next', () => {
    render(<Pagination basePath="/news" page={2} pageCount={3} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Newer stories' })).toHaveAttribute(
      'href',
      '/news',
    );
    expect(within(nav).getByRole('link', { name: 'Newer stories' })).toHaveAttribute('rel', 'prev');
    expect(within(nav).getByRole('link', { name: 'Older stories' })).toHaveAttribute(
      'href',
      '/news?p=3',
    );
    expect(within(nav).getByRole('link', { name: 'Older stories' })).toHaveAttribute('rel', 'next');
    expect(nav).toHaveTextContent('Page 2 of 3');
  });

  it('has no newer link on the first page, no older link on the last, and nothing for one page', () => {
    const { rerender } = render(<Pagination basePath="/news" page={1} pageCount={2} />);
    expect(screen.queryByRole('link', { name: 'Newer stories' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Older stories' })).toHaveAttribute(
      'href',
      '/news?p=2',
    );
    rerender(<Pagination basePath="/news" page={2} pageCount={2} />);
    expect(screen.queryByRole('link', { name: 'Older stories' })).not.toBeInTheDocument();
    rerender(<Pagination basePath="/news" page={1} pageCount={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(listPagePath('/press', 1)).toBe('/press');
  });
});
