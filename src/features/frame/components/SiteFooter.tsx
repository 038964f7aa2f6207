import type { ReactNode } from 'react';
import Link from 'next/link';
import styled from 'styled-components';

import { useAppSelector } from '@/application/hooks';
import { selectSiteName } from '@/features/config/configSlice';

const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.brandDark};
  color: #fff;
  padding: 24px 16px;
  font-size: 0.875rem;
  a {
    color: #fff;
  }
`;

const Row = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  align-items: center;
  justify-content: space-between;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The basic footer: legal links, the copyright line and the "Settings" button (spec 000 §2). */
export function SiteFooter({ settings }: { settings?: ReactNode }) {
  const siteName = useAppSelector(selectSiteName);
  return (
    <Footer>
      <Row>
        <nav aria-label="Footer">
          <Links>
            <li>
              <Link prefetch={false} href="/legal/terms">
                Terms
              </Link>
            </li>
            <li>
              <Link prefetch={false} href="/legal/privacy">
                Privacy
              </Link>
            </li>
            <li>
              <Link prefetch={false} href="/sitemap/">
                Sitemap
              </Link>
            </li>
            <li>
              <Link prefetch={false} href="/faq/">
                FAQ
              </Link>
            </li>
          </Links>
        </nav>
        {settings}
        <p>
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </p>
      </Row>
    </Footer>
  );
}
