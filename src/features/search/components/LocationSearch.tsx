import { useEffect, useId, useState, useSyncExternalStore } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/search';
import { whenIdle } from '@/lib/scheduling/whenIdle';

import { searchStarted, searchTextChanged, selectSearchText } from '../searchSlice';
import type { LocationComboboxProps } from './LocationCombobox';
import { LocationSearchField } from './LocationSearchField';
import { SuggestionList } from './SuggestionList';

const t = translator('search', messages);

/** Props of {@link LocationSearch}: the combobox's, which it renders once loaded. */
export type LocationSearchProps = Omit<LocationComboboxProps, 'focusOnMount' | 'initialText'>;

type ComboboxModule = typeof import('./LocationCombobox');

// The combobox's code (its behaviour, the search calls, the recent searches) is not part of a
// page's first JavaScript: it loads when the browser is idle after the page starts, or at once
// when the visitor reaches the box first. Loaded once per tab, then every box is the full one.
let loaded: ComboboxModule | null = null;
let loading: Promise<ComboboxModule> | null = null;
const listeners = new Set<() => void>();

/** Loads the combobox's code (once); every box waiting for it then renders it. */
export function loadLocationCombobox(): Promise<ComboboxModule> {
  loading ??= import('./LocationCombobox').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A failed download (offline) is tried again at the next focus or key.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Forgets the loaded code, so a test sees the light box again. */
export function resetLocationComboboxForTests(): void {
  loaded = null;
  loading = null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
// The server and the hydrating browser draw the light box; the full one replaces it right after.
const loadedModule = () => loaded;
const serverModule = () => null;

/** Starts loading the combobox's code (a failure is retried at the next wake). */
function wake(): void {
  loadLocationCombobox().catch(() => undefined);
}

/**
 * A location search box (see `LocationCombobox`). Until the combobox's code has loaded it is a
 * light box with the same look and name: what is typed into it is kept (the header's in the
 * search slice, a local box's handed over), and a box that had focus keeps it.
 */
export function LocationSearch(props: LocationSearchProps) {
  const Combobox = useSyncExternalStore(subscribe, loadedModule, serverModule)?.LocationCombobox;
  const [focused, setFocused] = useState(false);
  const [localText, setLocalText] = useState('');
  if (Combobox) {
    return <Combobox {...props} focusOnMount={focused} initialText={localText} />;
  }
  return (
    <LightSearchBox
      {...props}
      localText={localText}
      onLocalText={setLocalText}
      onFocusChange={setFocused}
    />
  );
}

/** The box drawn before the combobox's code has loaded. */
function LightSearchBox({
  placeholder = t('placeholder'),
  scope = 'header',
  label = t('label'),
  showLabel = false,
  onTextChange,
  localText,
  onLocalText,
  onFocusChange,
}: LocationSearchProps & {
  localText: string;
  onLocalText: (text: string) => void;
  onFocusChange: (focused: boolean) => void;
}) {
  const header = scope === 'header';
  const dispatch = useAppDispatch();
  const headerText = useAppSelector(selectSearchText);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  useEffect(() => whenIdle(wake), []);
  return (
    <LocationSearchField
      inputId={`${baseId}-input`}
      listboxId={listboxId}
      label={label}
      showLabel={showLabel}
      placeholder={placeholder}
      expanded={false}
      onFocus={() => {
        onFocusChange(true);
        if (header) dispatch(searchStarted());
        wake();
      }}
      onBlur={() => onFocusChange(false)}
      input={{
        value: header ? headerText : localText,
        onPointerDown: wake,
        onKeyDown: wake,
        onChange: (event) => {
          const text = event.target.value;
          if (header) dispatch(searchTextChanged(text));
          else onLocalText(text);
          onTextChange?.(text);
          wake();
        },
      }}
      popup={
        <SuggestionList
          id={listboxId}
          open={false}
          options={[]}
          activeIndex={-1}
          heading={null}
          optionId={(index) => `${baseId}-option-${index}`}
          onChoose={() => undefined}
        />
      }
      status=""
    />
  );
}
