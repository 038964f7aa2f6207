import styled from 'styled-components';

import { useAppSelector } from '@/application/hooks';

import { selectIsLoggedIn, selectUserName } from '../authSelectors';
import { AccountMenu } from './AccountMenu';
import { BarButton } from './BarButton';
import { SignInButton } from './SignInButton';

const Wrapper = styled.div`
  position: relative;
`;

const Alert = styled.p`
  position: absolute;
  right: 0;
  top: 100%;
  z-index: 30;
  width: max-content;
  max-width: 260px;
  margin: 4px 0 0;
  padding: 8px 12px;
  background: #fff;
  color: ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 6px 24px rgb(0 0 0 / 18%);
`;

/**
 * The utility bar's sign-in control (spec 000 §2): "Sign In" when logged out (its failure shown in
 * an alert below), "Hi {name}" with a "Sign out" menu when logged in.
 */
export function SignInControl() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userName = useAppSelector(selectUserName);
  if (isLoggedIn) return <AccountMenu name={userName ?? ''} />;
  return (
    <Wrapper>
      <SignInButton Button={BarButton} Alert={Alert} />
    </Wrapper>
  );
}
