// The other people on one page of the canvas: their selection outlined in their colour with
// their name, shapes they are dragging outlined where they are on the way, and their pointer.
// A layer of its own that never listens, so it cannot take a click from the page.
import type { Page } from '@nibble/core';
import type Konva from 'konva';
import { Fragment, type RefObject, useLayoutEffect, useState } from 'react';
import { Group, Label, Layer, Path, Rect, Tag, Text } from 'react-konva/lib/ReactKonvaCore';
// What others' cursors and names are drawn with, beyond the page's shapes (canvas/konva.ts):
// registered here, after the page, for react-konva's core makes nodes by their class name.
import 'konva/lib/shapes/Label';
import 'konva/lib/shapes/Path';
import 'konva/lib/shapes/Text';
import '../canvas/konva.ts';
import { shapeNodesOf } from '../canvas/shapeNodes.ts';
import { type Peer, usePeers } from './presence.ts';

interface Outline {
  key: string;
  name: string;
  color: string;
  box: { x: number; y: number; width: number; height: number };
}

// A pointer arrow, 16 px tall at zoom 1.
const POINTER_PATH = 'M0 0 L0 16 L4.5 12 L8 19 L10.5 18 L7 11 L12.5 11 Z';

function outlinesOf(
  peers: Peer[],
  page: Page,
  stage: Konva.Stage | null,
  content: Konva.Layer | null,
) {
  const outlines: Outline[] = [];
  for (const peer of peers) {
    const { selection, drag } = peer;
    if (selection.pageId !== page.id || selection.shapeIds.length === 0) continue;
    const moving = drag?.pageId === page.id ? drag : null;
    for (const node of shapeNodesOf(stage, content, selection.shapeIds)) {
      if (!node.isVisible()) continue;
      const box = node.getClientRect({ relativeTo: content ?? undefined });
      const offset = moving?.shapeIds.includes(node.id()) ? moving : null;
      outlines.push({
        key: `${peer.clientId}:${node.id()}`,
        name: peer.user.name,
        color: peer.user.color,
        box: { ...box, x: box.x + (offset?.dx ?? 0), y: box.y + (offset?.dy ?? 0) },
      });
    }
  }
  return outlines;
}

export function RemotePresence({
  page,
  zoom,
  stage,
  content,
}: {
  page: Page;
  zoom: number;
  stage: RefObject<Konva.Stage | null>;
  content: RefObject<Konva.Layer | null>;
}) {
  const peers = usePeers();
  const [outlines, setOutlines] = useState<Outline[]>([]);
  // Measured after the page's shapes are drawn for this render (the nodes hold the sizes).
  useLayoutEffect(() => {
    setOutlines(peers.length === 0 ? [] : outlinesOf(peers, page, stage.current, content.current));
  }, [peers, page, stage, content]);
  const pointers = peers.filter((peer) => peer.pointer?.pageId === page.id);
  if (outlines.length === 0 && pointers.length === 0) return null;
  const unit = 1 / zoom;
  // Only the first outline of each person carries the name.
  const named = new Set<string>();
  return (
    <Layer listening={false}>
      {outlines.map((outline) => {
        const first = !named.has(outline.name + outline.color);
        named.add(outline.name + outline.color);
        return (
          <Fragment key={outline.key}>
            <Rect
              {...outline.box}
              stroke={outline.color}
              strokeWidth={2}
              strokeScaleEnabled={false}
              data-testid="remote-selection"
            />
            {first && (
              <Label x={outline.box.x} y={outline.box.y} scaleX={unit} scaleY={unit} offsetY={18}>
                <Tag fill={outline.color} />
                <Text text={outline.name} fill="#fff" fontSize={12} padding={3} />
              </Label>
            )}
          </Fragment>
        );
      })}
      {pointers.map((peer) => (
        <Group
          key={peer.clientId}
          x={peer.pointer?.x ?? 0}
          y={peer.pointer?.y ?? 0}
          scaleX={unit}
          scaleY={unit}
        >
          <Path data={POINTER_PATH} fill={peer.user.color} stroke="#fff" strokeWidth={1} />
          <Label x={12} y={18}>
            <Tag fill={peer.user.color} cornerRadius={3} />
            <Text text={peer.user.name} fill="#fff" fontSize={12} padding={3} />
          </Label>
        </Group>
      ))}
    </Layer>
  );
}
