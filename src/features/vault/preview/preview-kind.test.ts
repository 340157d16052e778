import { describe, expect, it } from 'vitest';
import { previewKind, readTextStart } from './preview-kind';

describe('previewKind', () => {
  it.each([
    ['image/png', 'a.png', 'image'],
    ['image/jpeg', 'a.jpg', 'image'],
    ['application/pdf', 'a.pdf', 'pdf'],
    ['video/mp4', 'a.mp4', 'video'],
    ['audio/mpeg', 'a.mp3', 'audio'],
    ['text/plain; charset=utf-8', 'notes.txt', 'text'],
    ['text/csv', 'sales.csv', 'text'],
    ['text/html', 'page.html', 'text'],
    ['application/json', 'data.json', 'text'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'plan.docx', 'other'],
    ['application/zip', 'a.zip', 'other'],
    ['application/octet-stream', 'report.csv', 'text'],
    ['', 'clip.webm', 'video'],
    ['', 'mystery', 'other'],
  ] as const)('%s (%s) -> %s', (type, name, kind) => {
    expect(previewKind(type, name)).toBe(kind);
  });
});

describe('readTextStart', () => {
  const response = (text: string) => new Response(text);

  it('reads a small file whole', async () => {
    expect(await readTextStart(response('a,b\n1,2\n'))).toEqual({ text: 'a,b\n1,2\n', truncated: false });
  });

  it('stops at the limit and says there was more', async () => {
    const out = await readTextStart(response('x'.repeat(50)), 10);
    expect(out).toEqual({ text: 'x'.repeat(10), truncated: true });
  });

  it('keeps markup as text', async () => {
    expect((await readTextStart(response('<script>alert(1)</script>'))).text).toBe('<script>alert(1)</script>');
  });
});
