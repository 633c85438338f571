import type { Shape } from '@nibble/core';
import Konva from 'konva';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { keepInStep } from './ShapePart.tsx';
import { destroyShapeNode, makeShapeNode, updateShapeNode } from './shapeNode.ts';
import { FACES_READY_ATTR } from './textNode.ts';

const rect = (id: string, attrs: Partial<Shape['attrs']> = {}): Shape => ({
  id,
  type: 'rect',
  attrs: { x: 10, y: 20, width: 40, height: 30, fill: '#e03131', ...attrs },
});

const text = (id: string, words: string): Shape => ({
  id,
  type: 'text',
  attrs: { x: 0, y: 0, width: 200, text: words, fontFamily: 'Roboto', fontSize: 20 },
});

// jsdom has no canvas: Konva's one check that needs one (for hit colours) answers as Chromium does.
beforeAll(() => {
  vi.spyOn(Konva.Util, 'isCanvasFarblingActive').mockReturnValue(false);
});

const still = { draggable: false, editing: false };
const settle = () => new Promise((done) => setTimeout(done, 0));

describe('a shape node', () => {
  it('is made of the shape kind with the shape attrs, draggable only when asked', () => {
    const node = makeShapeNode(rect('a', { rotation: 15 }), still);
    expect(node).toBeInstanceOf(Konva.Rect);
    expect(node.attrs).toMatchObject({
      id: 'a',
      x: 10,
      y: 20,
      width: 40,
      height: 30,
      rotation: 15,
    });
    expect(node.fill()).toBe('#e03131');
    expect(node.hasName('shape')).toBe(true);
    expect(node.draggable()).toBe(false);
    expect(makeShapeNode(rect('b'), { draggable: true, editing: false }).draggable()).toBe(true);
  });

  it('is hidden while its shape is hidden or its text edited in place', () => {
    expect(makeShapeNode({ ...rect('a'), hidden: true }, still).visible()).toBe(false);
    expect(makeShapeNode(rect('a'), { draggable: false, editing: true }).visible()).toBe(false);
  });

  it('takes what changed and goes back to the default for what the shape no longer has', () => {
    const node = makeShapeNode(rect('a', { rotation: 15, opacity: 0.5 }), still);
    updateShapeNode(node, rect('a', { x: 99 }), { draggable: true, editing: false });
    expect(node.x()).toBe(99);
    expect(node.rotation()).toBe(0);
    expect(node.opacity()).toBe(1);
    expect(node.draggable()).toBe(true);
    updateShapeNode(node, rect('a', { x: 99 }), still);
    expect(node.draggable()).toBe(false);
  });

  it('is not touched when neither its shape nor its look changed', () => {
    const shape = rect('a');
    const node = makeShapeNode(shape, still);
    // A drag moves the node itself; the same shape again must not put it back.
    node.x(300);
    const setAttrs = vi.spyOn(node, 'setAttrs');
    updateShapeNode(node, shape, { ...still });
    expect(setAttrs).not.toHaveBeenCalled();
    expect(node.x()).toBe(300);
  });

  it('draws a text once its faces are loaded, and says so for the exports', async () => {
    const node = makeShapeNode(text('t', 'ഓണം ഓഫർ 50% കിഴിവ്'), still);
    expect(node.hasName('text')).toBe(true);
    expect(node.getAttr(FACES_READY_ATTR)).toBe(false);
    await settle();
    expect(node.getAttr(FACES_READY_ATTR)).toBe(true);
    expect(node.width()).toBe(200);
    expect(node.height()).toBeGreaterThan(0);
  });

  it('shows a text whose faces were loaded by another at once', async () => {
    makeShapeNode(text('t1', 'दिवाली धमाका ऑफर ₹499'), still);
    await settle();
    const node = makeShapeNode(text('t2', 'दिवाली धमाका ऑफर ₹499'), still);
    expect(node.getAttr(FACES_READY_ATTR)).toBe(true);
  });

  it('is left alone by a load that ends after it was destroyed', async () => {
    const shape = text('t', 'A face no other test asked for');
    const node = makeShapeNode(
      { ...shape, attrs: { ...shape.attrs, fontFamily: 'Abril Fatface' } },
      still,
    );
    expect(node.getAttr(FACES_READY_ATTR)).toBe(false);
    const setAttrs = vi.spyOn(node, 'setAttrs');
    destroyShapeNode(node);
    await settle();
    expect(setAttrs).not.toHaveBeenCalled();
  });
});

describe('keepInStep', () => {
  const ids = (group: Konva.Group) => group.getChildren().map((node) => node.id());
  const step = (group: Konva.Group, known: Map<string, Konva.Shape>, shapes: Shape[]) =>
    keepInStep(
      group,
      known,
      shapes,
      () => still,
      () => undefined,
    );

  it('gives the group a node per shape, in the shapes order, through adds, removals and moves', () => {
    const group = new Konva.Group();
    const known = new Map<string, Konva.Shape>();
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => rect(id));
    if (!a || !b || !c || !d) throw new Error('shapes');
    step(group, known, [a, b]);
    expect(ids(group)).toEqual(['a', 'b']);
    // Konva's own drawing on changes is off only while the nodes are made.
    expect(Konva.autoDrawEnabled).toBe(true);
    const nodeA = group.getChildren()[0];

    step(group, known, [a, b, c]);
    expect(ids(group)).toEqual(['a', 'b', 'c']);
    step(group, known, [d, a, c]);
    expect(ids(group)).toEqual(['d', 'a', 'c']);
    expect(known.has('b')).toBe(false);
    step(group, known, [c, a, d]);
    expect(ids(group)).toEqual(['c', 'a', 'd']);
    // A shape that stays keeps its node (and so its selection handles).
    expect(group.getChildren()[1]).toBe(nodeA);
  });

  it('makes a new node when a shape changes kind', () => {
    const group = new Konva.Group();
    const known = new Map<string, Konva.Shape>();
    step(group, known, [rect('a')]);
    step(group, known, [{ id: 'a', type: 'circ', attrs: { x: 0, y: 0, radius: 5 } }]);
    expect(group.getChildren()[0]).toBeInstanceOf(Konva.Circle);
    expect(group.getChildren()).toHaveLength(1);
  });

  it('leaves a node being dragged on another layer where it is, and its place to it', () => {
    const group = new Konva.Group();
    const elsewhere = new Konva.Group();
    const known = new Map<string, Konva.Shape>();
    const shapes = ['a', 'b', 'c'].map((id) => rect(id));
    step(group, known, shapes);
    known.get('b')?.moveTo(elsewhere);
    step(group, known, [...shapes, rect('d')]);
    expect(ids(group)).toEqual(['a', 'c', 'd']);
    expect(elsewhere.getChildren().map((node) => node.id())).toEqual(['b']);
  });

  it('hands each node the page drop handler', () => {
    const group = new Konva.Group();
    const onDragEnd = vi.fn();
    keepInStep(group, new Map(), [rect('a')], () => still, onDragEnd);
    group.getChildren()[0]?.fire('dragend', {});
    expect(onDragEnd).toHaveBeenCalledTimes(1);
  });
});
