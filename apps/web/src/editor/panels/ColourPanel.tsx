// Colour: the 12 default colours, a picker and a typed hex value. Picker changes are
// debounced by 100 ms (spec §9) so a sweep across the picker is one change, not hundreds; a
// typed value applies on Enter or when the field is left, and only when it is a colour.
import {
  ColorPicker,
  ColorSwatch,
  Group,
  Stack,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { DEFAULT_COLOURS, parseHexColour, TIMERS_MS } from '@nibble/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editorMessage } from '../messages.ts';

export interface ColourChooserProps {
  value: string;
  onChange(colour: string): void;
  disabled?: boolean;
}

export function ColourChooser({ value, onChange, disabled }: ColourChooserProps) {
  const { t } = useTranslation('editor');
  const debounced = useDebouncedCallback(onChange, TIMERS_MS.colourDebounce);
  // The picker shows its own value while dragging; outside changes (undo, swatches) reset it.
  const [local, setLocal] = useState(value);
  const [typed, setTyped] = useState(value);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setLocal(value);
    setTyped(value);
    setError(null);
  }, [value]);
  const applyTyped = () => {
    if (typed === value) return;
    const parsed = parseHexColour(typed);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    setLocal(parsed.colour);
    setTyped(parsed.colour);
    onChange(parsed.colour);
  };
  return (
    <Stack gap="md">
      <Group gap={8}>
        {DEFAULT_COLOURS.map((colour) => (
          <Tooltip key={colour} label={t(`colourNames.c${colour.slice(1)}`)} withArrow>
            <UnstyledButton
              aria-label={t('colour.swatch', { colour: t(`colourNames.c${colour.slice(1)}`) })}
              disabled={disabled}
              onClick={() => onChange(colour)}
            >
              <ColorSwatch
                color={colour}
                size={32}
                withShadow
                style={{ outline: value === colour ? '2px solid #228be6' : undefined }}
              />
            </UnstyledButton>
          </Tooltip>
        ))}
      </Group>
      <ColorPicker
        aria-label={t('colour.picker')}
        // Its two sliders need names of their own (axe: aria-input-field-name).
        saturationLabel={t('colour.saturation')}
        hueLabel={t('colour.hue')}
        format="hex"
        value={local.startsWith('#') ? local : '#d3d3d3'}
        fullWidth
        onChange={(colour) => {
          if (disabled) return;
          setLocal(colour);
          setTyped(colour);
          debounced(colour);
        }}
      />
      <TextInput
        label={t('colour.hex')}
        value={typed}
        disabled={disabled}
        error={error && editorMessage(error)}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setError(null);
        }}
        onBlur={applyTyped}
        onKeyDown={(event) => {
          if (event.key === 'Enter') applyTyped();
        }}
      />
    </Stack>
  );
}
