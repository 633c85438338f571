// The grid drawn over a page while the grid is on (GRID_STEP apart, not in exports).
import { GRID_STEP } from '@nibble/core';
import { useMemo } from 'react';
import { Group, Line } from 'react-konva/lib/ReactKonvaCore';
import { GRID_NAME } from './stageRegistry.ts';

export function GridLines({ width, height }: { width: number; height: number }) {
  const lines = useMemo(() => {
    const points: number[][] = [];
    for (let x = GRID_STEP; x < width; x += GRID_STEP) points.push([x, 0, x, height]);
    for (let y = GRID_STEP; y < height; y += GRID_STEP) points.push([0, y, width, y]);
    return points;
  }, [width, height]);
  return (
    <Group name={GRID_NAME} listening={false}>
      {lines.map((p) => (
        <Line
          key={p.join(',')}
          points={p}
          stroke="rgba(0,0,0,0.12)"
          strokeWidth={1}
          strokeScaleEnabled={false}
        />
      ))}
    </Group>
  );
}
