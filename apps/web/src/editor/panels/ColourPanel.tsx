// Colour: the 12 default colours and a picker. Picker changes are debounced by 100 ms (spec
// §9) so a sweep across the picker is one change, not hundreds.
import {
  ColorPicker,
  ColorSwatch,
  Group,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { DEFAULT_COLOURS, TIMERS_MS } from '@nibble/core';
import { useEffect, useState } from 'react';

export interface ColourChooserProps {
  value: string;
  onChange(colour: string): void;
  disabled?: boolean;
}

export function ColourChooser({ value, onChange, disabled }: ColourChooserProps) {
  const debounced = useDebouncedCallback(onChange, TIMERS_MS.colourDebounce);
  // The picker shows its own value while dragging; outside changes (undo, swatches) reset it.
  const [local, setLocal] = useState(value);
  useEffect(() => setLocal(value), [value]);
  return (
    <Stack gap="md">
      <Group gap={8}>
        {DEFAULT_COLOURS.map((colour) => (
          <Tooltip key={colour} label={colour} withArrow>
            <UnstyledButton
              aria-label={`Colour ${colour}`}
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
        aria-label="Colour picker"
        // Its two sliders need names of their own (axe: aria-input-field-name).
        saturationLabel="Saturation and brightness"
        hueLabel="Hue"
        format="hex"
        value={local.startsWith('#') ? local : '#d3d3d3'}
        fullWidth
        onChange={(colour) => {
          if (disabled) return;
          setLocal(colour);
          debounced(colour);
        }}
      />
      <Text size="xs" c="dimmed">
        {value}
      </Text>
    </Stack>
  );
}
