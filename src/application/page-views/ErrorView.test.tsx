import { render, screen } from '@testing-library/react';
import mockRouter from 'next-router-mock';

import type { ErrorStatusPageProps } from '@/lib/http/errorStatusPage';

import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { ErrorView, withErrorStatus } from './ErrorView';

const GENERIC = 'Something went wrong loading the data. Please reload the page or try again later';

function PlaceView({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

describe('ErrorView', () => {
  it.each([500, 503])('shows the generic message for %i', (status) => {
    render(<ErrorView statusCode={status} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(GENERIC)).toBeInTheDocument();
  });
});

describe('withErrorStatus', () => {
  const Page = withErrorStatus(PlaceView);

  it('renders the page view when its props carry no error status', () => {
    render(<Page name="Paris" />);
    expect(screen.getByRole('heading', { name: 'Paris' })).toBeInTheDocument();
  });

  it('renders the error view when the page answered 503 (the provider is down)', () => {
    const props = {
      errorStatus: 503,
      pageId: 'error',
      seo: { title: 'Something went wrong', description: GENERIC, canonical: null },
      initialState: {},
    } as unknown as ErrorStatusPageProps;
    render(<Page {...props} />);
    expect(screen.queryByRole('heading', { name: 'Paris' })).not.toBeInTheDocument();
    expect(screen.getByText(GENERIC)).toBeInTheDocument();
  });
});

describe('the 404 view', () => {
  it('offers a search box to find a place', () => {
    renderWithProviders(<ErrorView statusCode={404} />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: "Find a place's forecast" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'See active storms' })).not.toBeInTheDocument();
  });

  it('says a malformed address (400) is not valid, without telling the visitor to try again', () => {
    mockRouter.setCurrentUrl('/hurricane/active/x');
    renderWithProviders(<ErrorView statusCode={400} />);
    expect(screen.getByRole('heading', { name: 'This address is not valid' })).toBeInTheDocument();
    expect(screen.getByText(/^Part of the address could not be read\./)).toBeInTheDocument();
    expect(screen.queryByText(GENERIC)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: "Find a place's forecast" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'See active storms' })).not.toBeInTheDocument();
  });

  it('links to the active storms from an unknown storm', () => {
    mockRouter.setCurrentUrl('/hurricane/active/zeta');
    renderWithProviders(<ErrorView statusCode={404} />);
    expect(screen.getByRole('link', { name: 'See active storms' })).toHaveAttribute(
      'href',
      '/hurricane/active',
    );
  });
});
