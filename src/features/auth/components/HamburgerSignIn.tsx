import styled from 'styled-components';

import { useAppDispatch, useAppSelector } from '@/application/hooks';

import { selectIsLoggedIn, selectUserName } from '../authSelectors';
import { signOut } from '../authThunks';
import { SignInButton } from './SignInButton';

const Wrapper = styled.div`
  margin-top: 16px;
`;

const Button = styled.button`
  width: 100%;
  min-height: 44px;
  padding: 10px 14px;
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.brandDark};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;

const Alert = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The hamburger overlay's sign-in control: "Sign In", or "{name} - Sign out" (spec 000 §2). */
export function HamburgerSignIn() {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userName = useAppSelector(selectUserName);
  if (isLoggedIn) {
    return (
      <Wrapper>
        <Button
          type="button"
          onClick={() => void dispatch(signOut())}
        >{`${userName ?? ''} - Sign out`}</Button>
      </Wrapper>
    );
  }
  return (
    <Wrapper>
      <SignInButton Button={Button} Alert={Alert} />
    </Wrapper>
  );
}
