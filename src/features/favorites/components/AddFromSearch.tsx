import clsx from 'clsx';
import { useId, useRef, useState } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useLocationSearch } from '@/features/search';
import type { Locality } from '@/types/location';

import {
  addErrorCleared,
  addFavoriteFromSearch,
  selectFavoritesAddError,
  selectFavoritesAdding,
} from '../favoritesSlice';
import styles from './AddFromSearch.module.css';

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
    <div className={styles.section}>
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
        <ul className={styles.results} aria-label="Locations found">
          {results.map((result, index) => (
            <li key={`${result.CityId}-${index}`}>
              <button type="button" disabled={adding} onClick={() => void add(result, index)}>
                {result.DisplayCompositeName}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.message} role="status">
        {searching ? 'Searching…' : adding ? 'Adding…' : ''}
      </p>
      {error && (
        <p className={clsx(styles.message, styles.error)} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
