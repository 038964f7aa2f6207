import styled from 'styled-components';

/** A small list that drops below its button, right-aligned (the utility and account menus). */
export const PopupList = styled.ul`
  position: absolute;
  right: 0;
  top: 100%;
  z-index: 30;
  min-width: 140px;
  margin: 4px 0 0;
  padding: 6px 0;
  list-style: none;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 6px 24px rgb(0 0 0 / 18%);
`;
