import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom } from '@/test/render';
import type * as ImageFileModule from '@/lib/image-file';
import { PendingImagesField } from './pending-images-field';

// jsdom cannot read pictures: a large one is 'shrunk' to a tenth of its bytes, as a canvas would.
vi.mock('@/lib/image-file', async (importOriginal) => {
  const actual = await importOriginal<typeof ImageFileModule>();
  return {
    ...actual,
    shrinkImage: (file: File) =>
      Promise.resolve(
        /-4000px/.test(file.name) ? new File([new Uint8Array(Math.round(file.size / 10))], file.name, { type: file.type }) : file,
      ),
  };
});

const png = (name: string, bytes = 100) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function Form({ onChange }: { onChange?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <PendingImagesField
      files={files}
      onChange={(next) => {
        setFiles(next);
        onChange?.(next);
      }}
    />
  );
}

function setUp(onChange?: (files: File[]) => void) {
  render(<Form onChange={onChange} />);
  const user = userEvent.setup({ applyAccept: false });
  const input = () => screen.getByLabelText<HTMLInputElement>(/^Add (more )?images$/);
  return { user, input };
}

const revoked = vi.fn<(url: string) => void>();

beforeEach(() => {
  revoked.mockClear();
  URL.createObjectURL = vi.fn((file: Blob) => `blob:test/${file instanceof File ? file.name : 'blob'}`);
  URL.revokeObjectURL = revoked;
});

describe('PendingImagesField', () => {
  it('keeps several chosen pictures in order, shows them, and takes one out (its URL revoked)', async () => {
    const onChange = vi.fn<(files: File[]) => void>();
    const { user, input } = setUp(onChange);
    const group = screen.getByRole('group', { name: 'Images' });
    expect(within(group).getByText(/JPEG, PNG or WebP, up to 5 MB each/)).toBeInTheDocument();
    await user.upload(input(), [png('front.png'), png('side.png'), png('back.png')]);
    const thumbnails = await screen.findAllByRole('img');
    expect(thumbnails.map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).toEqual([
      ['front.png', 'blob:test/front.png'],
      ['side.png', 'blob:test/side.png'],
      ['back.png', 'blob:test/back.png'],
    ]);
    expect(screen.getByText('Main picture')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove “side.png”' }));
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'front.png' }),
      expect.objectContaining({ name: 'back.png' }),
    ]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['front.png', 'back.png']);
    expect(revoked).toHaveBeenCalledWith('blob:test/side.png');

    await user.upload(input(), png('top.png'));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    expect(onChange.mock.lastCall![0].map((f) => f.name)).toEqual(['front.png', 'back.png', 'top.png']);
  });

  it('refuses a wrong type and a picture still over 5 MB, naming each, and keeps the good ones', async () => {
    const onChange = vi.fn<(files: File[]) => void>();
    const { user, input } = setUp(onChange);
    const large = png('banner-4000px.png', 9 * 1024 * 1024);
    await user.upload(input(), [
      new File(['x'], 'menu.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
      png('poster.png', 5.5 * 1024 * 1024),
      large,
      png('ok.png'),
    ]);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['“menu.docx” is not a JPEG, PNG or WebP picture.', '“poster.png” is 5.5 MB; a picture can be at most 5 MB.']);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    const kept = onChange.mock.lastCall![0];
    expect(kept.map((f) => f.name)).toEqual(['banner-4000px.png', 'ok.png']);
    // The large photo is kept shrunk, as it will be uploaded.
    expect(kept[0]!.size).toBe(Math.round(large.size / 10));
  });

  it('takes at most 8 pictures and says which were not added', async () => {
    const { user, input } = setUp();
    await user.upload(
      input(),
      Array.from({ length: 10 }, (_, i) => png(`p${i + 1}.png`)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('“p9.png” was not added: an item can have at most 8 pictures.');
    expect(screen.getByRole('alert')).toHaveTextContent('“p10.png” was not added');
    expect(screen.getAllByRole('img')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Add more images' })).toBeDisabled();
  });

  it('shows hostile file names as text', async () => {
    const { user, input } = setUp();
    await user.upload(input(), [
      ...HOSTILE_NAMES.map((name) => png(`${name}.png`)),
      new File(['x'], `${HOSTILE_NAMES[0]}.svg`, { type: 'image/svg+xml' }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(`“${HOSTILE_NAMES[0]}.svg” is not a JPEG, PNG or WebP picture.`);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(HOSTILE_NAMES.map((name) => `${name}.png`));
    expect(screen.getByRole('button', { name: `Remove “${HOSTILE_NAMES[1]}.png”` })).toBeInTheDocument();
    expectInertDom();
  });
});
