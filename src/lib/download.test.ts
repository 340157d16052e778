// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBytes, safeFileName } from './download';

describe('safeFileName', () => {
  it.each([
    ['Invoice INV-7 ../../etc', 'pdf', 'Invoice-INV-7-etc.pdf'],
    ['Office chairs', '.PDF', 'Office-chairs.pdf'],
    ['<script>alert(1)</script>', 'pdf', 'script-alert-1-script.pdf'],
    ['C:\\Windows\\System32\\evil.exe', 'pdf', 'C-Windows-System32-evil.exe.pdf'],
    ['\u202Eevil\u202C\u0000name\r\n', 'pdf', 'evil-name.pdf'],
    ['Ṣàngó Ọ̀ṣun café', 'pdf', 'Ṣàngó-Ọ̀ṣun-café.pdf'],
    ['🧾🧾', 'pdf', 'document.pdf'],
    ['...', 'pdf', 'document.pdf'],
    ['CON', 'pdf', '_CON.pdf'],
    ['lpt1.txt', 'pdf', '_lpt1.txt.pdf'],
  ])('%j -> %s', (text, extension, expected) => {
    expect(safeFileName(text, extension)).toBe(expected);
  });

  it('keeps names short, and uses the fallback when nothing is left', () => {
    const long = safeFileName('word '.repeat(100), 'pdf');
    expect(long.length).toBeLessThanOrEqual(84);
    expect(long).toMatch(/^word(-word)+\.pdf$/);
    expect(safeFileName('///', 'pdf', 'Invoice-12')).toBe('Invoice-12.pdf');
  });
});

describe('downloadBytes', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('clicks a link to an object URL with the file name, then revokes the URL and removes the link', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn((_: Blob) => 'blob:pdf-1');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicks: { href: string; download: string; attached: boolean }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });

    downloadBytes(new Uint8Array([0x25, 0x50, 0x44, 0x46]), 'Invoice-INV-1.pdf');

    expect(clicks).toEqual([{ href: 'blob:pdf-1', download: 'Invoice-INV-1.pdf', attached: true }]);
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('application/pdf');
    expect(blob?.size).toBe(4);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:pdf-1');
    click.mockRestore();
  });
});
