import styled from 'styled-components';

/** Positions the popup under the field; fills the location bar's search slot. */
export const SearchRoot = styled.div`
  position: relative;
  width: 100%;
`;

/** The magnifier drawn inside the field (decorative). */
export const SearchIcon = styled.svg`
  position: absolute;
  left: 12px;
  top: 50%;
  width: 18px;
  height: 18px;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

/** The rounded white field of the blue location bar. */
export const SearchInput = styled.input`
  box-sizing: border-box;
  width: 100%;
  height: 40px;
  padding: 0 14px 0 38px;
  border: 1px solid transparent;
  border-radius: 20px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 1rem; /* 16 px: no zoom-on-focus on mobile browsers */
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** The elevated white panel holding the listbox. */
export const Popup = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 50;
  padding: 4px 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.18);
  &[hidden] {
    display: none;
  }
`;

/** "Recent searches" above the recent places. */
export const PopupHeading = styled.div`
  padding: 6px 14px 4px;
  font-size: 0.75rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The listbox. */
export const OptionList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** One suggestion; `$active` marks the highlighted one. */
export const OptionItem = styled.li<{ $active: boolean }>`
  padding: 10px 14px;
  cursor: pointer;
  overflow-wrap: anywhere;
  background: ${({ $active, theme }) => ($active ? theme.colors.background : 'transparent')};
  box-shadow: ${({ $active, theme }) => ($active ? `inset 3px 0 0 ${theme.colors.brand}` : 'none')};
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** Announced to screen readers, invisible on screen. */
export const VisuallyHidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
