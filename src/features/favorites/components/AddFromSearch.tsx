import { useId, useRef, useState } from 'react';
import styled from 'styled-components';

import { useAppDispatch, useAppSelector } from '@/application/hooks';
import { useLocationSearch } from '@/features/search';
import type { Locality } from '@/types/location';

import {
  addErrorCleared,
  addFavoriteFromSearch,
  selectFavoritesAddError,
  selectFavoritesAdding,
} from '../favoritesSlice';

const Section = styled.div`
  margin-top: 16px;
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 4px;
  }
  input {
    width: 100%;
    box-sizing: border-box;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
`;

const Results = styled.ul`
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  button {
    width: 100%;
    padding: 8px 10px;
    border: 0;
    background: transparent;
    font: inherit;
    text-align: left;
    cursor: pointer;
    &:hover,
    &:focus-visible {
      background: ${({ theme }) => theme.colors.background};
    }
  }
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 6px 0 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

/** The "Add a location" search box of Manage Locations: results are buttons that add the place. */
export function AddFromSearch() {
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const { results, searching } = useLocationSearch(text);
  const adding = useAppSelector(selectFavoritesAdding);
  const error = useAppSelector(selectFavoritesAddError);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const add = async (result: Locality, index: number) => {
    const outcome = await dispatch(addFavoriteFromSearch({ result, index }));
    if (!addFavoriteFromSearch.fulfilled.match(outcome)) return;
    setText('');
    inputRef.current?.focus();
  };

  return (
    <Section>
      <label htmlFor={inputId}>Add a location</label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error) dispatch(addErrorCleared());
        }}
      />
      {results.length > 0 && (
        <Results aria-label="Locations found">
          {results.map((result, index) => (
            <li key={`${result.CityId}-${index}`}>
              <button type="button" disabled={adding} onClick={() => void add(result, index)}>
                {result.DisplayCompositeName}
              </button>
            </li>
          ))}
        </Results>
      )}
      <Message role="status">{searching ? 'Searching…' : adding ? 'Adding…' : ''}</Message>
      {error && (
        <Message role="alert" $error>
          {error}
        </Message>
      )}
    </Section>
  );
}
