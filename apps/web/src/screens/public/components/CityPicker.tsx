// Home's 'Select a city' dropdown: the cities that have content today, grouped by state.
// A native <select>: on a phone it opens the system picker, it needs no combobox code (the
// searchable Select cost Home about 37 KB gzip, a quarter of its budget), nor Mantine's input
// code (components/PlainSelect.tsx), and optgroups keep the grouping by state. Picking one opens the city's page as the server draws it.
import { useMemo } from 'react';
import { cityPath, type PublicCity } from '../../../api/publicAddresses.ts';
import { PlainSelect } from '../../../components/PlainSelect.tsx';
import { useHydrated } from '../../../components/useHydrated.ts';
import { nameCollator } from '../../../i18n/numbers.ts';
import { useText } from '../../../i18n/TextContext.tsx';
import { cityName, stateName } from '../../../layout/stateNames.ts';
import type { Loadable } from '../../../public/loadable.ts';
import { openPage } from '../../../public/openPage.ts';
import { LoadFailed } from './LoadFailed.tsx';

// State values are lower-case words joined by '_', so the first '|' ends the state.
const optionValue = (c: PublicCity) => `${c.state}|${c.city}`;

export function CityPicker({ cities }: { cities: Loadable<PublicCity[]> }) {
  const { t, language } = useText();
  // States, and the cities in each, sort as a reader of the chosen language expects (the
  // server's order is its database's collation).
  const collator = useMemo(() => nameCollator(language), [language]);

  const data = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const c of cities.data ?? []) {
      const group = stateName(c.state, t);
      const items = groups.get(group) ?? [];
      items.push({ value: optionValue(c), label: cityName(c.city, t) });
      groups.set(group, items);
    }
    return [...groups.entries()]
      .sort(([a], [b]) => collator.compare(a, b))
      .map(([group, items]) => ({
        group,
        items: items.sort((a, b) => collator.compare(a.label, b.label)),
      }));
  }, [cities.data, collator, t]);
  const hydrated = useHydrated();

  if (cities.isError) {
    return (
      <LoadFailed
        w="100%"
        maw={360}
        title={t('home.citiesFailed')}
        error={cities.error}
        onRetry={cities.refetch}
      />
    );
  }

  const empty = cities.isSuccess && cities.data.length === 0;
  const prompt = cities.isPending
    ? t('home.loadingCities')
    : empty
      ? t('home.noCity')
      : t('home.pickCity');
  return (
    <PlainSelect
      rootStyle={{ width: '100%', maxWidth: 360 }}
      label={t('home.selectCity')}
      value=""
      disabled={cities.isPending || empty || !hydrated}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (!value) return;
        const cut = value.indexOf('|');
        openPage(cityPath(value.slice(0, cut), value.slice(cut + 1)));
      }}
    >
      <option value="" disabled>
        {prompt}
      </option>
      {data.map(({ group, items }) => (
        <optgroup key={group} label={group}>
          {items.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </optgroup>
      ))}
    </PlainSelect>
  );
}
