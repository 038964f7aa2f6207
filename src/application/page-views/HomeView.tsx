import Link from 'next/link';
import styled from 'styled-components';

import { navHref, primaryNavigation } from '@/lib/routes';

const Heading = styled.h1`
  font-size: 1.75rem;
  margin: 8px 0 16px;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;
  list-style: none;
  padding: 0;
  a {
    display: block;
    padding: 16px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    text-decoration: none;
    font-weight: 600;
  }
`;

/** The home page: the visitor's weather at a glance (filled in by the visitor-core issue). */
export function HomeView() {
  return (
    <>
      <Heading>Your local weather</Heading>
      <p>Forecasts, maps, alerts and hurricane tracking for the places you care about.</p>
      <nav aria-label="Explore">
        <Grid>
          {primaryNavigation.map((nav) => (
            <li key={nav.href}>
              <Link href={navHref(nav, {})}>{nav.label}</Link>
            </li>
          ))}
        </Grid>
      </nav>
    </>
  );
}
