import type { ReactNode } from 'react';
import styled from 'styled-components';

import { UtilityMenu } from './UtilityMenu';

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: 16px;
  height: 32px;
  padding: 0 16px;
  background: ${({ theme }) => theme.colors.brandDark};
  font-size: 0.8125rem;
  a {
    color: #fff;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

/** The thin bar above the header: ground-truth link, advertisers link, utility menu (spec 000 §2). */
export function UtilityBar({ account }: { account?: ReactNode }) {
  return (
    <Bar>
      <a href="https://www.earthnetworks.com/" rel="noopener">
        Ground Truth
      </a>
      <a href="https://www.earthnetworks.com/advertise/" rel="noopener">
        For Advertisers
      </a>
      <UtilityMenu />
      {account}
    </Bar>
  );
}
