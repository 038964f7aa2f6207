import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mockRouter from 'next-router-mock';

import { SiteLink } from './SiteLink';

beforeEach(() => mockRouter.setCurrentUrl('/'));

describe('SiteLink', () => {
  it('is a plain link in the markup', () => {
    render(
      <SiteLink href="/news" className="x">
        News
      </SiteLink>,
    );
    const link = screen.getByRole('link', { name: 'News' });
    expect(link).toHaveAttribute('href', '/news');
    expect(link).toHaveClass('x');
  });

  it('drops a trailing slash, so following it costs no redirect', () => {
    render(
      <>
        <SiteLink href="/legal/privacy/#rights">Rights</SiteLink>
        <SiteLink href="/">Home</SiteLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Rights' })).toHaveAttribute(
      'href',
      '/legal/privacy#rights',
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('shows a page of the site through the router', async () => {
    const onClick = jest.fn();
    render(
      <SiteLink href="/legal/privacy#contact" onClick={onClick}>
        Contact
      </SiteLink>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(mockRouter).toMatchObject({ asPath: '/legal/privacy#contact' });
  });

  it('leaves a click the page handled, and links off the site, to the browser', async () => {
    render(
      <>
        <SiteLink href="/faq" onClick={(event) => event.preventDefault()}>
          FAQ
        </SiteLink>
        <SiteLink href="https://example.com/">Elsewhere</SiteLink>
      </>,
    );
    const push = jest.spyOn(mockRouter, 'push');
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    // jsdom does not navigate; the router must not have been asked to.
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    elsewhere.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(elsewhere);
    expect(push).not.toHaveBeenCalled();
    expect(mockRouter).toMatchObject({ asPath: '/' });
    push.mockRestore();
  });

  it('leaves a click that asks for a new tab to the browser', async () => {
    render(<SiteLink href="/maps">Maps</SiteLink>);
    const link = screen.getByRole('link', { name: 'Maps' });
    link.addEventListener('click', (event) => event.preventDefault());
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(mockRouter).toMatchObject({ asPath: '/' });
  });

  it('fetches the page code when the pointer shows the intent', async () => {
    const prefetch = jest.spyOn(mockRouter, 'prefetch');
    render(<SiteLink href="/alerts">Alerts</SiteLink>);
    await userEvent.hover(screen.getByRole('link', { name: 'Alerts' }));
    expect(prefetch).toHaveBeenCalledWith('/alerts');
    prefetch.mockRestore();
  });
});
