import { afterEach, describe, expect, it, vi } from 'vitest';
import { canShareFiles, NO_PUBLIC_PAGE, shareTarget, shareWithFiles } from './sharePayload.ts';

const target = { title: 'Onam offer', link: 'https://nibble.example/Page/12', pageId: 12 };
const png = new File([new Uint8Array([137, 80, 78, 71])], 'offer-12.png', { type: 'image/png' });

/** A browser's Web Share, as the test wants it. */
function webShare(canShare: boolean, share: (data: ShareData) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, canShare: () => canShare, share: vi.fn(share) });
  return navigator.share as ReturnType<typeof vi.fn>;
}

afterEach(() => vi.unstubAllGlobals());

describe('sharing a published design', () => {
  it('hands the share sheet the picture, the title and the public link', async () => {
    const share = webShare(true, async () => undefined);
    expect(await shareWithFiles(target, png)).toBe('shared');
    expect(share).toHaveBeenCalledWith({
      files: [png],
      title: 'Onam offer',
      text: 'Onam offer',
      url: 'https://nibble.example/Page/12',
    });
  });

  it('falls back to the dialog where files cannot be shared or the browser refuses', async () => {
    const share = webShare(false, async () => undefined);
    expect(await shareWithFiles(target, png)).toBe('fallback');
    expect(share).not.toHaveBeenCalled();
    webShare(true, async () => {
      throw new DOMException('too late after the tap', 'NotAllowedError');
    });
    expect(await shareWithFiles(target, png)).toBe('fallback');
    vi.stubGlobal('navigator', { ...navigator, share: undefined, canShare: undefined });
    expect(canShareFiles()).toBe(false);
  });

  it('takes a closed share sheet as the user choosing not to share', async () => {
    webShare(true, async () => {
      throw new DOMException('closed', 'AbortError');
    });
    expect(await shareWithFiles(target, png)).toBe('cancelled');
  });

  it("links the design's public page, and says so when it has none", async () => {
    const records = vi.fn(async () => [
      {
        id: 12,
        code_type: '001',
        content_id: 4,
        title: '',
        channel: 'app',
        preview: '',
        publisher_id: 1,
        publisher_name: '',
        auto_bookmark: 1,
        content: '',
      },
    ]);
    const found = await shareTarget({
      title: 'Onam offer',
      designId: 4,
      listPageRecords: records,
      origin: 'https://nibble.example',
    });
    expect(found).toEqual(target);
    expect(records).toHaveBeenCalledWith(4);
    await expect(
      shareTarget({
        title: 'x',
        designId: 5,
        listPageRecords: async () => [],
        origin: 'https://nibble.example',
      }),
    ).rejects.toThrow(NO_PUBLIC_PAGE);
  });
});
