// Home's 'Select a city' dropdown: the cities that have content today, grouped by state.
import { Alert, Button, Group, Select, Text } from '@mantine/core';
import { stateLabel } from '@nibble/core/constants';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { cityPath, type PublicCity, useCities } from '../../../api/public.ts';

// State values are lower-case words joined by '_', so the first '|' ends the state.
const optionValue = (c: PublicCity) => `${c.state}|${c.city}`;

export function CityPicker() {
  const navigate = useNavigate();
  const cities = useCities();

  const data = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const c of cities.data ?? []) {
      const group = stateLabel(c.state);
      const items = groups.get(group) ?? [];
      items.push({ value: optionValue(c), label: c.city });
      groups.set(group, items);
    }
    return [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, items]) => ({ group, items }));
  }, [cities.data]);

  if (cities.isError) {
    return (
      <Alert color="red" variant="light" title="The cities could not be loaded" w="100%">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{cities.error.message}</Text>
          <Button size="xs" variant="light" onClick={() => cities.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }

  const empty = cities.isSuccess && cities.data.length === 0;
  return (
    <Select
      w="100%"
      maw={360}
      size="md"
      label="Select a city"
      placeholder={
        cities.isPending
          ? 'Loading cities…'
          : empty
            ? 'No city has content yet'
            : 'Pick or type a city'
      }
      data={data}
      searchable
      disabled={cities.isPending || empty}
      nothingFoundMessage="No city found"
      comboboxProps={{ withinPortal: true }}
      onChange={(value) => {
        if (!value) return;
        const cut = value.indexOf('|');
        const state = value.slice(0, cut);
        const city = value.slice(cut + 1);
        navigate(cityPath(state, city));
      }}
    />
  );
}
