import {
  findPage,
  HEX_COLOUR_MESSAGE,
  listOf,
  PUBLISHED,
  type Shape,
  type UploadedFile,
} from '@nibble/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/setup.ts';
import { useSession } from '../../session/store.ts';
import { createLocalBackend } from '../localBackend.ts';
import { addShapeToPage } from '../store/addShape.ts';
import type { EditorStore } from '../store/editorStore.ts';
import { renderWithEditor, testStore } from '../testing.tsx';
import { ColourChooser } from './ColourPanel.tsx';
import { ElementsPanel } from './ElementsPanel.tsx';
import { BackgroundPanel, FillColourPanel } from './FillColourPanel.tsx';
import { LayersPanel } from './LayersPanel.tsx';
import { TextPanel } from './TextPanel.tsx';
import { toMegabytes, UploadsSection } from './UploadsSection.tsx';

const shapes = (store: EditorStore): Shape[] => {
  const { doc, selection } = store.getState();
  const page = selection.pageId ? findPage(doc, selection.pageId) : undefined;
  return page ? listOf(page.layers).flatMap((l) => listOf(l.shapes)) : [];
};

describe('Elements panel', () => {
  it('adds each basic shape with its defaults', async () => {
    const { store } = renderWithEditor(<ElementsPanel />);
    for (const name of ['rectangle', 'circle', 'ellipse', 'star', 'line']) {
      await userEvent.click(screen.getByRole('button', { name: `Add ${name}` }));
    }
    expect(shapes(store).map((s) => s.type)).toEqual(['rect', 'circ', 'ellipse', 'star', 'line']);
    expect(shapes(store)[1]?.attrs).toMatchObject({ radius: 100, fill: 'lightgray' });
  });

  it('adds nothing to a published design', async () => {
    const { store } = renderWithEditor(
      <ElementsPanel />,
      testStore({ published: PUBLISHED.published }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add rectangle' }));
    expect(shapes(store)).toHaveLength(0);
  });
});

describe('Text panel', () => {
  it('adds the presets; only sys_admin sees the Organization Variables', async () => {
    useSession.setState({ role: 'org_owner' });
    const { store, unmount } = renderWithEditor(<TextPanel />);
    expect(screen.queryByText('Organization Variables')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add a subheading' }));
    expect(shapes(store)[0]?.attrs).toMatchObject({ fontSize: 60, fontWeight: 500 });
    unmount();

    useSession.setState({ role: 'sys_admin' });
    const admin = renderWithEditor(<TextPanel />);
    expect(screen.getByText('Organization Variables')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'PHONE' }));
    expect(shapes(admin.store)[0]?.attrs.text).toBe('PHONE');
  });
});

describe('Colour chooser', () => {
  it('applies a typed hex value, and refuses anything else with a message', async () => {
    const onChange = vi.fn();
    renderWithEditor(<ColourChooser value="#ff0000" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Hex colour' });
    await userEvent.clear(field);
    await userEvent.type(field, 'purple{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(HEX_COLOUR_MESSAGE)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '#B32AA9{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('#b32aa9');
    expect(screen.queryByText(HEX_COLOUR_MESSAGE)).toBeNull();
  });
});

describe('Layers panel', () => {
  it('lists shapes top-most first and selects, reorders, hides and locks them', async () => {
    const store = testStore();
    addShapeToPage(store, { type: 'rect' });
    addShapeToPage(store, { type: 'text', preset: 'body', text: 'Hello' });
    renderWithEditor(<LayersPanel />, store);
    const items = () =>
      within(screen.getByRole('list', { name: 'Layers' })).getAllByRole('listitem');
    expect(items().map((i) => i.textContent)).toEqual(['Text: Hello', 'Rectangle']);

    await userEvent.click(
      within(items()[1] as HTMLElement).getByRole('button', { name: 'Rectangle' }),
    );
    expect(store.getState().selection.shapeIds).toEqual([shapes(store)[0]?.id]);

    await userEvent.click(
      within(items()[1] as HTMLElement).getByRole('button', { name: 'Bring forward' }),
    );
    expect(items().map((i) => i.textContent)).toEqual(['Rectangle', 'Text: Hello']);

    await userEvent.click(within(items()[0] as HTMLElement).getByRole('button', { name: 'Hide' }));
    expect(shapes(store).find((s) => s.type === 'rect')?.hidden).toBe(true);
    await userEvent.click(within(items()[0] as HTMLElement).getByRole('button', { name: 'Lock' }));
    expect(shapes(store).find((s) => s.type === 'rect')?.locked).toBe(true);
  });
});

describe('Colour and background', () => {
  it('applies a default colour to the selected shapes', async () => {
    const store = testStore();
    addShapeToPage(store, { type: 'rect' });
    renderWithEditor(<FillColourPanel />, store);
    await userEvent.click(screen.getByRole('button', { name: 'Colour Red' }));
    expect(shapes(store)[0]?.attrs.fill).toBe('#e03131');
  });

  it('sets the page background from the background panel', async () => {
    const { store } = renderWithEditor(<BackgroundPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Colour Yellow' }));
    const pageId = store.getState().selection.pageId ?? '';
    expect(findPage(store.getState().doc, pageId)?.backgroundColor).toBe('#fab005');
  });

  it('applies swatches at once and debounces picker changes by 100 ms', () => {
    vi.useFakeTimers();
    try {
      const onChange = vi.fn();
      renderWithEditor(<ColourChooser value="#ff0000" onChange={onChange} />);
      act(() => screen.getByRole('button', { name: 'Colour Green' }).click());
      expect(onChange).toHaveBeenLastCalledWith('#40c057');
      onChange.mockClear();
      const [slider] = screen.getAllByRole('slider');
      if (!slider) throw new Error('no picker slider');
      for (let i = 0; i < 3; i++) fireEvent.keyDown(slider, { key: 'ArrowRight' });
      act(() => vi.advanceTimersByTime(99));
      expect(onChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onChange).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Uploads', () => {
  it('shows the total in MB with 2 decimals and refuses a wrong file type in an Alert', async () => {
    expect(toMegabytes(3_145_728)).toBe('3.00');
    expect(toMegabytes(1_500_000)).toBe('1.43');
    renderWithEditor(<UploadsSection illustration={0} />);
    expect(await screen.findByText('Uploaded: 0.00 MB')).toBeInTheDocument();
  });
});

describe('Promoting an upload (sys_admin)', () => {
  const upload = (id: number, ownerId: number): UploadedFile => ({
    id,
    owner_id: ownerId,
    path: `image-${id}-7-abc.jpg`,
    category: '',
    tags: '',
    type: 'image/jpeg',
    size: 1000,
    illustration: 0,
    created: '2026-11-01T00:00:00.000Z',
  });

  /** A backend holding one organisation upload and one global one; promote makes it global. */
  const backendWithUploads = () => {
    let files = [upload(1, 7), upload(2, 0)];
    const promoteUpload = vi.fn(async (file: UploadedFile) => {
      const promoted = { ...file, owner_id: 0 };
      files = files.map((f) => (f.id === file.id ? promoted : f));
      return promoted;
    });
    const backend = {
      ...createLocalBackend(),
      listUploads: async () => ({ files, totalBytes: 1000 }),
      fileUrl: async () => 'data:image/png;base64,AA==',
      promoteUpload,
    };
    return { backend, promoteUpload };
  };

  it('offers promote on organisation uploads, asks first, then reloads the list', async () => {
    useSession.setState({ role: 'sys_admin' });
    const { backend, promoteUpload } = backendWithUploads();
    renderWithEditor(<UploadsSection illustration={0} />, testStore(), backend);
    const promote = await screen.findByRole('button', {
      name: 'Promote image-1-7-abc.jpg to global',
    });
    // A global picture has nothing to promote.
    expect(screen.queryByRole('button', { name: /Promote image-2/ })).not.toBeInTheDocument();
    await userEvent.click(promote);
    const dialog = await screen.findByRole('dialog', { name: 'Promote to global' });
    expect(promoteUpload).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(promoteUpload).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    // After the reload both are global: no promote action is left.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Promote image/ })).not.toBeInTheDocument(),
    );
  });

  it('shows no promote action to anyone else', async () => {
    useSession.setState({ role: 'admin' });
    const { backend } = backendWithUploads();
    renderWithEditor(<UploadsSection illustration={0} />, testStore(), backend);
    expect(
      await screen.findByRole('button', { name: 'Add image-1-7-abc.jpg' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Promote/ })).not.toBeInTheDocument();
  });

  it('labels the file input of the drop zone', () => {
    renderWithEditor(<UploadsSection illustration={1} />);
    expect(screen.getByLabelText('Upload an illustration')).toHaveAttribute('type', 'file');
  });
});

describe('Colour picker names', () => {
  it('names both of its sliders', () => {
    renderWithEditor(<ColourChooser value="#ff0000" onChange={() => {}} />);
    expect(screen.getByRole('slider', { name: 'Hue' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Saturation and brightness' })).toBeInTheDocument();
  });
});

describe('Panels in Malayalam (issue 14)', () => {
  it('the Text panel adds its presets in the interface language', async () => {
    await i18n.changeLanguage('ml');
    useSession.setState({ role: 'org_owner' });
    const { store } = renderWithEditor(<TextPanel />);
    expect(screen.getByText('ടെക്സ്റ്റ്')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'തലക്കെട്ട് ചേർക്കുക' }));
    expect(shapes(store)[0]?.attrs).toMatchObject({ text: 'തലക്കെട്ട് ചേർക്കുക', fontSize: 80 });
  });

  it('the Layers panel names shapes and actions in Malayalam, with no English left', async () => {
    await i18n.changeLanguage('ml');
    const store = testStore();
    addShapeToPage(store, { type: 'rect' });
    addShapeToPage(store, { type: 'text', preset: 'body', text: 'ഓണം ഓഫർ' });
    renderWithEditor(<LayersPanel />, store);
    const list = screen.getByRole('list', { name: 'ലെയറുകൾ' });
    expect(within(list).getByText('ടെക്സ്റ്റ്: ഓണം ഓഫർ')).toBeInTheDocument();
    expect(within(list).getByText('ചതുരം')).toBeInTheDocument();
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
    expect(names).toContain('മറയ്ക്കുക');
    expect(names.filter((name) => /[A-Za-z]/.test(name))).toEqual([]);
  });

  it('the Elements panel names its shapes in Hindi', async () => {
    await i18n.changeLanguage('hi');
    const { store } = renderWithEditor(<ElementsPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'तारा जोड़ें' }));
    expect(shapes(store).map((s) => s.type)).toEqual(['star']);
  });

  it('the colour chooser refuses a bad hex value in Malayalam', async () => {
    await i18n.changeLanguage('ml');
    renderWithEditor(<ColourChooser value="#000000" onChange={() => {}} />);
    const field = screen.getByRole('textbox', { name: 'ഹെക്സ് നിറം' });
    await userEvent.clear(field);
    await userEvent.type(field, 'pink{Enter}');
    expect(
      await screen.findByText('#b32aa9 അല്ലെങ്കിൽ #fff പോലെ ഒരു ഹെക്സ് നിറം നൽകുക.'),
    ).toBeInTheDocument();
  });
});
