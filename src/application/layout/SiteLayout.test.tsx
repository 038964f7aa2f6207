import { render, screen, within } from '@testing-library/react';

import { SiteLayout, type SiteLayoutSlots } from './SiteLayout';
import { bareLayout, noLayout, withLayout } from './index';

const slots: SiteLayoutSlots = {
  header: <header>Header slot</header>,
  locationBar: <div>Location bar slot</div>,
  notices: <section aria-label="Cookie notice">Notice slot</section>,
  adTop: <div aria-label="Advertisement">Top ad</div>,
  adSide: <aside aria-label="Side ad">Side ad</aside>,
  adBottom: <div>Bottom ad</div>,
  footer: <footer>Footer slot</footer>,
  consent: <div role="dialog" aria-label="Privacy consent" />,
};

describe('SiteLayout', () => {
  it('puts the page content in the main landmark with every slot around it, in document order', () => {
    const { container } = render(
      <SiteLayout slots={slots}>
        <h1>Page content</h1>
      </SiteLayout>,
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Page content' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(main).toHaveAttribute('id', 'main');
    const text = container.textContent ?? '';
    const order = [
      'Header slot',
      'Location bar slot',
      'Notice slot',
      'Top ad',
      // The side rail comes first in the document (drawn after the content by CSS), so a page
      // painted half-read does not squeeze its content when the rail arrives.
      'Side ad',
      'Page content',
      'Bottom ad',
      'Footer slot',
    ].map((part) => text.indexOf(part));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order).not.toContain(-1);
    expect(screen.getByRole('dialog', { name: 'Privacy consent' })).toBeInTheDocument();
  });

  it('renders nothing for an empty slot', () => {
    render(
      <SiteLayout slots={{ ...slots, notices: null, adTop: null }}>
        <p>Content</p>
      </SiteLayout>,
    );
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(screen.queryByText('Top ad')).not.toBeInTheDocument();
  });
});

describe('per-page layouts', () => {
  function View({ name }: { name: string }) {
    return <p>Hello {name}</p>;
  }

  it('withLayout keeps the view and carries the layout the page chose', () => {
    const Page = withLayout(View, bareLayout);
    render(<>{Page.getLayout?.(<Page name="Ada" />)}</>);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('the bench baseline has no layout at all', () => {
    const page = <View name="Bench" />;
    expect(noLayout(page)).toBe(page);
  });
});
