/** Styles of the Settings dialog: a centred white panel, a bottom sheet below 720 px. */
import styled from 'styled-components';

/** The dimmed full-screen layer. */
export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(15, 23, 42, 0.55);
  ${({ theme }) => theme.media.mobile} {
    align-items: flex-end;
    padding: 0;
  }
`;

/** The dialog panel. */
export const Panel = styled.div`
  width: 100%;
  max-width: 440px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.25);
  font-family: ${({ theme }) => theme.fonts.body};
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.mobile} {
    max-width: none;
    max-height: 90vh;
    border-radius: ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0 0;
  }
`;

/** Title row. */
export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 16px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

/** The round Close button. */
export const CloseButton = styled.button`
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** The radio groups' area. */
export const Body = styled.div`
  padding: 20px 20px 4px;
`;
