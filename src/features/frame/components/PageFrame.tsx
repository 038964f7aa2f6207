import Link from 'next/link';
import type { ReactNode } from 'react';
import styled from 'styled-components';

import { navGroupFor, navHref, primaryNavigation } from '@/lib/routes';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus { left: 8px; top: 8px; z-index: 100; background: #fff; padding: 8px; }
`;

const Header = styled.header`
  height: ${({ theme }) => theme.headerHeight}px;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  display: flex;
  align-items: center;
  gap: 24px;
  padding: 0 16px;
`;

const Logo = styled(Link)`
  color: #fff;
  font-weight: 700;
  font-size: 1.25rem;
  text-decoration: none;
`;

const PrimaryMenu = styled.ul`
  display: flex;
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
  a { color: #fff; text-decoration: none; font-weight: 500; }
  a[aria-current='page'] { text-decoration: underline; }
  ${({ theme }) => theme.media.upToTablet} { display: none; }
`;

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px;
  min-height: 60vh;
`;

const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.brandDark};
  color: #fff;
  padding: 24px 16px;
  font-size: 0.875rem;
`;

/** The page frame: header with the primary menu, the page's content, and the footer. */
export function PageFrame({ pageId, children }: { pageId: string; children: ReactNode }) {
  const current = navGroupFor(pageId);
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header>
        <Logo href="/" aria-label="WeatherBug home">
          WeatherBug
        </Logo>
        <nav aria-label="Primary">
          <PrimaryMenu>
            {primaryNavigation.map((nav) => (
              <li key={nav.href}>
                <Link href={navHref(nav, {})} aria-current={nav === current ? 'page' : undefined}>
                  {nav.label}
                </Link>
              </li>
            ))}
          </PrimaryMenu>
        </nav>
      </Header>
      <Main id="main">{children}</Main>
      <Footer>
        <p>© {new Date().getFullYear()} WeatherBug. All rights reserved.</p>
      </Footer>
    </>
  );
}
