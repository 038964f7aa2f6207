import styled from 'styled-components';

/** The utility bar's text button (white on the dark bar); shared with the account menu. */
export const BarButton = styled.button`
  background: none;
  border: 0;
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  padding: 4px 0;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;
