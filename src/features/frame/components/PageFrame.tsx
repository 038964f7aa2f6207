import type { ReactNode } from 'react';
import styled from 'styled-components';

import { AuthBootstrap } from '@/features/auth/components/AuthBootstrap';
import { SignInControl } from '@/features/auth/components/SignInControl';

import { LocationBar } from './LocationBar';
import { PrimaryHeader } from './PrimaryHeader';
import { SiteFooter } from './SiteFooter';
import { UtilityBar } from './UtilityBar';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    z-index: 100;
    background: #fff;
    padding: 8px;
  }
`;

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px;
  min-height: 60vh;
`;

/** The page frame on every page: utility bar, header, location bar, content, footer (spec 000 §2). */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <AuthBootstrap />
      <UtilityBar>
        <SignInControl />
      </UtilityBar>
      <PrimaryHeader />
      <LocationBar />
      <Main id="main">{children}</Main>
      <SiteFooter />
    </>
  );
}
