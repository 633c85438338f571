// A menu item that says why it is greyed: the reason sits under it, visible and tied to the
// item for screen readers (a tooltip would not show on a disabled item).
import { Menu, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { editorMessage } from '../messages.ts';
import type { Offer } from './offers.ts';

export function OfferedMenuItem(props: {
  offer: Offer;
  /** Also greyed for a reason the user can see (a save under way). */
  busy?: boolean;
  leftSection?: ReactNode;
  onClick(): void;
  children: ReactNode;
}) {
  const reasonId = useId();
  const { offer } = props;
  return (
    <>
      <Menu.Item
        leftSection={props.leftSection}
        disabled={!offer.allowed || props.busy}
        aria-describedby={offer.allowed ? undefined : reasonId}
        onClick={props.onClick}
      >
        {props.children}
      </Menu.Item>
      {!offer.allowed && (
        <Text id={reasonId} size="xs" c="dimmed" px="sm" pb={6} maw={240} data-testid="refusal">
          {editorMessage(offer.reason)}
        </Text>
      )}
    </>
  );
}
