import { Badge, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FORUM_LIMITS } from '@exam/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { forumApi, type Suggestion } from '../api';

const LABEL: Record<Suggestion['type'], string> = { farmhouse: 'Community', post: 'Post', user: 'User' };

const pathOf = (s: Suggestion) =>
  s.type === 'farmhouse' ? `/forums/${s.farmlandId}/${s.id}` : s.type === 'post' ? `/forums/post/${s.id}` : `/forums/p/${s.username}`;

/** Header search: suggestions for 2+ characters, debounced 300 ms (spec §5 Search); Enter opens all results. */
export function SearchBox() {
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value.trim(), FORUM_LIMITS.searchDebounceMs);
  const [results, setResults] = useState<Suggestion[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (debounced.length < FORUM_LIMITS.searchMinChars) {
      setResults([]);
      return;
    }
    const ctrl = new AbortController();
    setLoading(true);
    forumApi
      .suggestions(debounced, ctrl.signal)
      .then((r) => setResults(r.results))
      // spec §7: on failure the suggestions list is empty
      .catch(() => !ctrl.signal.aborted && setResults([]))
      .finally(() => !ctrl.signal.aborted && setLoading(false));
    return () => ctrl.abort();
  }, [debounced]);

  const go = (path: string) => {
    combobox.closeDropdown();
    setValue('');
    navigate(path);
  };

  return (
    <Combobox store={combobox} onOptionSubmit={(key) => go(key)}>
      <Combobox.Target>
        <TextInput
          placeholder="Search communities, posts, people"
          aria-label="Search forums"
          data-testid="forum-search"
          value={value}
          w={{ base: '100%', sm: 360 }}
          rightSection={loading ? <Loader size={14} /> : null}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && combobox.getSelectedOptionIndex() < 0 && value.trim().length >= FORUM_LIMITS.searchMinChars) {
              go(`/forums/search?q=${encodeURIComponent(value.trim())}`);
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={debounced.length < FORUM_LIMITS.searchMinChars}>
        <Combobox.Options data-testid="search-suggestions">
          {results.length === 0 && !loading && <Combobox.Empty>No matches</Combobox.Empty>}
          {results.map((s) => (
            <Combobox.Option value={pathOf(s)} key={`${s.type}:${s.id}`} data-testid={`suggestion-${s.type}`}>
              <Group gap="xs" wrap="nowrap">
                <Badge size="xs" variant="light">{LABEL[s.type]}</Badge>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>{s.title}</Text>
                  {s.description && <Text size="xs" c="dimmed" truncate>{s.description}</Text>}
                </div>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
