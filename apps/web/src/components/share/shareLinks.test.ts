import type { PageRecord } from '@nibble/core';
import { describe, expect, it } from 'vitest';
import { publicPageLink, publicPageOf, whatsAppLink } from './shareLinks.ts';

const record = (id: number, channel: string): PageRecord => ({
  id,
  code_type: '001',
  content_id: 9,
  title: 'Onam offer',
  channel,
  preview: '',
  publisher_id: 1,
  publisher_name: 'Malabar Fresh Mart',
  auto_bookmark: 1,
  content: '',
});

describe('the WhatsApp link', () => {
  it('carries the title and the public link as one encoded text', () => {
    const link = 'https://nibble.example/Page/42';
    const url = whatsAppLink('Onam offer 50% off', link);
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    const text = new URL(url).searchParams.get('text');
    expect(text).toBe('Onam offer 50% off https://nibble.example/Page/42');
    // Nothing of the text escapes its parameter (& # ? and spaces are encoded).
    expect(url).toBe(`https://wa.me/?text=${encodeURIComponent(`Onam offer 50% off ${link}`)}`);
  });

  it('keeps Malayalam and Hindi titles whole, and a missing title leaves just the link', () => {
    const link = 'https://nibble.example/Page/7';
    const malayalam = new URL(whatsAppLink('ഓണം ഓഫർ & കിഴിവ്', link)).searchParams.get('text');
    expect(malayalam).toBe(`ഓണം ഓഫർ & കിഴിവ് ${link}`);
    const hindi = new URL(whatsAppLink('दिवाली धमाका #1', link)).searchParams.get('text');
    expect(hindi).toBe(`दिवाली धमाका #1 ${link}`);
    expect(new URL(whatsAppLink('  ', link)).searchParams.get('text')).toBe(link);
  });
});

describe('the public page of a design', () => {
  it('is the /Page/ address of its page record on the studio origin', () => {
    expect(publicPageLink('https://nibble.example', 42)).toBe('https://nibble.example/Page/42');
    expect(publicPageLink('http://127.0.0.1:3100', 3)).toBe('http://127.0.0.1:3100/Page/3');
  });

  it("is the record publishing made ('app'), else the oldest; none without records", () => {
    expect(publicPageOf([record(5, 'print'), record(8, 'app'), record(3, 'flyer')])?.id).toBe(8);
    expect(publicPageOf([record(9, 'app'), record(6, 'app')])?.id).toBe(6);
    expect(publicPageOf([record(7, ''), record(4, 'print')])?.id).toBe(4);
    expect(publicPageOf([])).toBeNull();
  });
});
