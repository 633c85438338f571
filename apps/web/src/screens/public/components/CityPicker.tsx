// Home's 'Select a city' dropdown: the cities that have content today, grouped by state.
// A native <select>: on a phone it opens the system picker, it needs no combobox code (the
// searchable Select cost Home about 37 KB gzip, a quarter of its budget), and optgroups keep
// the grouping by state.
import { Button, Group, NativeSelect, Paper, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cityPath, type PublicCity, useCities } from '../../../api/public.ts';
import { languageOf } from '../../../i18n/languages.ts';
import { nameCollator } from '../../../i18n/numbers.ts';
import { stateName } from '../../../layout/stateNames.ts';

// State values are lower-case words joined by '_', so the first '|' ends the state.
const optionValue = (c: PublicCity) => `${c.state}|${c.city}`;

export function CityPicker() {
  const navigate = useNavigate();
  const cities = useCities();
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.resolvedLanguage ?? i18n.language);
  // States, and the cities in each, sort as a reader of the chosen language expects (the
  // server's order is its database's collation).
  const collator = useMemo(() => nameCollator(language), [language]);

  const data = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const c of cities.data ?? []) {
      const group = stateName(c.state, t);
      const items = groups.get(group) ?? [];
      items.push({ value: optionValue(c), label: c.city });
      groups.set(group, items);
    }
    return [...groups.entries()]
      .sort(([a], [b]) => collator.compare(a, b))
      .map(([group, items]) => ({
        group,
        items: items.sort((a, b) => collator.compare(a.label, b.label)),
      }));
  }, [cities.data, collator, t]);

  if (cities.isError) {
    // A plain notice rather than Mantine's Alert keeps Home within its byte budget.
    return (
      <Paper role="alert" withBorder p="sm" w="100%" maw={360} bg="red.0">
        <Text fw={600} size="sm" c="red.9">
          {t('home.citiesFailed')}
        </Text>
        <Group justify="space-between" gap="xs" mt={4}>
          <Text size="sm">{cities.error.message}</Text>
          <Button size="xs" variant="light" onClick={() => cities.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Group>
      </Paper>
    );
  }

  const empty = cities.isSuccess && cities.data.length === 0;
  const prompt = cities.isPending
    ? t('home.loadingCities')
    : empty
      ? t('home.noCity')
      : t('home.pickCity');
  return (
    <NativeSelect
      w="100%"
      maw={360}
      size="md"
      label={t('home.selectCity')}
      data={[{ value: '', label: prompt, disabled: true }, ...data]}
      value=""
      disabled={cities.isPending || empty}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (!value) return;
        const cut = value.indexOf('|');
        navigate(cityPath(value.slice(0, cut), value.slice(cut + 1)));
      }}
    />
  );
}
