import styled, { keyframes } from 'styled-components';

import { useAppDispatch, useAppSelector } from '@/application/hooks';
import { selectActiveLocality } from '@/features/location/locationSlice';

import {
  selectFavoriteToggleBusy,
  selectIsActiveFavorite,
  toggleActiveFavorite,
} from '../favoritesSlice';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Button = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: #fff;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }
  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const Spinner = styled.span`
  position: absolute;
  inset: 4px;
  border: 3px solid rgba(255, 255, 255, 0.35);
  border-top-color: #fff;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** The location bar's star: adds the active location to the favourites, or removes it. */
export function FavoriteToggle() {
  const dispatch = useAppDispatch();
  const locality = useAppSelector(selectActiveLocality);
  const isFavorite = useAppSelector(selectIsActiveFavorite);
  const busy = useAppSelector(selectFavoriteToggleBusy);
  return (
    <Button
      type="button"
      aria-label={isFavorite ? 'Remove from favourites' : 'Add to favourites'}
      aria-pressed={isFavorite}
      aria-busy={busy}
      disabled={!locality}
      // While busy the thunk's condition ignores the click (the button stays focusable).
      onClick={() => void dispatch(toggleActiveFavorite())}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z"
          fill={isFavorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      {busy && <Spinner data-testid="favorite-toggle-spinner" aria-hidden="true" />}
    </Button>
  );
}
