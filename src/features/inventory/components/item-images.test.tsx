import { useState, type ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import type { BusinessSchemas } from '@/api/types';
import type * as UploadModule from '@/api/upload';
import type { UploadOptions } from '@/api/upload';
import type * as ImageFileModule from '@/lib/image-file';
import type { ImageTools } from '@/lib/image-file';
import { useBusinessContext } from '@/features/business';
import { permissionId } from '@/lib/permissions';
import { stubApi } from '@/test/api-stub';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp, type RenderWithAppOptions } from '@/test/render';
import { inventoryItemQuery } from '../api/inventory.queries';
import { itemImageQueue, useQueueItemImages } from '../api/item-images';
import { ItemImages } from './item-images';

type InventoryItem = BusinessSchemas['InventoryItem'];
type InventoryImage = BusinessSchemas['InventoryImage'];

/** Every upload the page starts: the test answers it, reports progress, or sees it aborted. */
interface UploadCall {
  path: string;
  options: UploadOptions;
  file: File;
  resolve: (image: InventoryImage) => void;
  reject: (error: unknown) => void;
  aborted: () => boolean;
}

const fake = vi.hoisted(() => ({
  uploads: [] as unknown[],
  /** The sizes the fake canvas was asked to draw. */
  drawn: [] as { width: number; height: number; type: string }[],
}));
const calls = () => fake.uploads as UploadCall[];

vi.mock('@/api/upload', async (importOriginal) => {
  const actual = await importOriginal<typeof UploadModule>();
  const { ApiError: Aborted } = await import('@/api/errors');
  return {
    ...actual,
    upload: (path: string, options: UploadOptions) =>
      new Promise((resolve, reject) => {
        const file = options.body.get('image') as File;
        fake.uploads.push({ path, options, file, resolve, reject, aborted: () => options.signal?.aborted ?? false });
        options.signal?.addEventListener('abort', () =>
          reject(new Aborted({ status: 'FETCH_ERROR', message: 'Request aborted', silent: true })),
        );
      }),
  };
});

// jsdom has no canvas: the real shrinkImage runs with tools that read a picture's size from its
// name ('shelf-4000x3000.jpg'; 800 x 600 otherwise) and encode a blob of width*height/100 bytes.
vi.mock('@/lib/image-file', async (importOriginal) => {
  const actual = await importOriginal<typeof ImageFileModule>();
  const tools: ImageTools = {
    decode: (file) => {
      const name = file instanceof File ? file.name : '';
      const [, width = '800', height = '600'] = /(\d+)x(\d+)/.exec(name) ?? [];
      return Promise.resolve({ width: Number(width), height: Number(height), source: {} as CanvasImageSource });
    },
    encode: (_source, size, type) => {
      fake.drawn.push({ ...size, type });
      return Promise.resolve(new Blob([new Uint8Array((size.width * size.height) / 100)], { type }));
    },
  };
  return { ...actual, shrinkImage: (file: File) => actual.shrinkImage(file, tools) };
});

const ITEM_PATH = '/business/v1/{businessId}/tools/inventories/{id}/';
const IMAGE_PATH = '/business/v1/{businessId}/tools/inventories/{id}/images/{image_id}';

const ITEM: InventoryItem = {
  id: 1001,
  name: 'Ankara fabric (6 yards)',
  tags: ['PCS'],
  currency: 'NGN',
  type: 'product',
  unit_price: '15000.00',
  cost_price: '9500.00',
  user: 501,
  categories: [],
  image: null,
  images: [],
  description: null,
  barcode_number: null,
  quantity: 48,
  location: 21,
  active: true,
  supplier: null,
  unit: 'piece',
  is_published: false,
  low_stock_threshold: 5,
  created_at: '2026-02-01T10:00:00Z',
  updated_at: '2026-11-20T17:45:00Z',
};

const picture = (id: number): InventoryImage => ({ id, image: `http://127.0.0.1:4003/__files/f${id}/p${id}.png` });
const png = (name: string, bytes = 100) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** The item page's picture section, on the item as the (stubbed) server has it. */
function ItemPictures() {
  const scope = useBusinessContext();
  const query = useQuery(inventoryItemQuery(scope, ITEM.id));
  return query.data ? <ItemImages item={query.data} /> : <p>Loading</p>;
}

function renderPictures(item: InventoryItem = ITEM, options: RenderWithAppOptions = {}, ui: ReactElement = <ItemPictures />) {
  const server = { item: structuredClone(item) };
  const api = stubApi().on('get', ITEM_PATH, () => ({ status: 200, body: server.item }));
  const result = renderWithApp(ui, options);
  // Files of any type reach the input, as a drop or a picker set to 'All files' would hand them.
  const user = userEvent.setup({ applyAccept: false });
  return { ...result, user, api, server, input: () => screen.getByLabelText<HTMLInputElement>('Add images') };
}

/** Answers an upload as the sandbox does: the item gets the picture, the answer is the picture. */
function store(server: { item: InventoryItem }, call: UploadCall, image: InventoryImage) {
  server.item = { ...server.item, images: [...server.item.images, image], image: server.item.images[0]?.image ?? image.image };
  call.resolve(image);
}

const rowOf = (name: string) => screen.getByText(name, { selector: 'span' }).closest('li')!;

beforeEach(() => {
  fake.uploads.length = 0;
  fake.drawn.length = 0;
  URL.createObjectURL = vi.fn((file: Blob) => `blob:test/${file instanceof File ? file.name : 'blob'}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  for (const entry of itemImageQueue.getSnapshot()) {
    itemImageQueue.cancel(entry.id);
    itemImageQueue.remove(entry.id);
  }
});

describe('ItemImages: choosing pictures', () => {
  it('refuses other types at the field, naming each file, and uploads the rest', async () => {
    const { user, input } = renderPictures();
    await screen.findByRole('button', { name: 'Add images' });
    await user.upload(input(), [
      new File(['%PDF'], 'price-list.pdf', { type: 'application/pdf' }),
      new File(['GIF'], 'logo.gif', { type: 'image/gif' }),
      png('shelf.png'),
    ]);
    const refusals = await screen.findByRole('alert');
    expect(
      within(refusals)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['“price-list.pdf” is not a JPEG, PNG or WebP picture.', '“logo.gif” is not a JPEG, PNG or WebP picture.']);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(/price-list\.pdf/);
    await waitFor(() => expect(calls().map((c) => c.file.name)).toEqual(['shelf.png']));
  });

  it('refuses a picture over 5 MB that shrinking cannot bring under, with its size', async () => {
    const { user, input } = renderPictures();
    await screen.findByRole('button', { name: 'Add images' });
    await user.upload(input(), png('scan.png', 6 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent('“scan.png” is 6 MB; a picture can be at most 5 MB.');
    expect(calls()).toHaveLength(0);
  });

  it('shrinks a photo wider than 2,000 px before uploading it, even a 9 MB one', async () => {
    const { user, input } = renderPictures();
    await screen.findByRole('button', { name: 'Add images' });
    const photo = new File([new Uint8Array(9 * 1024 * 1024)], 'shelf-4000x3000.jpg', { type: 'image/jpeg' });
    await user.upload(input(), [photo, png('label.png', 2048)]);
    await waitFor(() => expect(calls()).toHaveLength(2));
    const sent = (name: string) => calls().find((c) => c.file.name === name)!.file;
    const [shrunk, small] = [sent('shelf-4000x3000.jpg'), sent('label.png')];
    expect(fake.drawn).toContainEqual({ width: 2000, height: 1500, type: 'image/jpeg' });
    expect([shrunk.name, shrunk.type, shrunk.size]).toEqual(['shelf-4000x3000.jpg', 'image/jpeg', (2000 * 1500) / 100]);
    // A picture that fits is sent as it is.
    expect([small.name, small.size]).toEqual(['label.png', 2048]);
    expect(calls()[0]!.path).toBe('/business/v1/{businessId}/tools/inventories/{id}/images/');
    expect(calls()[0]!.options.params).toEqual({ businessId: 12, id: ITEM.id });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ItemImages: uploads', () => {
  it('shows each upload’s progress, cancels one, and retries a failed one on that picture only', async () => {
    const { user, input, server } = renderPictures();
    await screen.findByRole('button', { name: 'Add images' });
    await user.upload(input(), [png('front.png'), png('back.png')]);
    await waitFor(() => expect(calls()).toHaveLength(2));
    const [front, back] = calls();

    front!.options.onProgress?.({ loaded: 50, total: 100, percent: 50 });
    const frontBar = await screen.findByRole('progressbar', { name: 'Uploading “front.png”' });
    await waitFor(() => expect(frontBar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByRole('progressbar', { name: 'Uploading “back.png”' })).not.toHaveAttribute('aria-valuenow');

    await user.click(screen.getByRole('button', { name: 'Cancel “front.png”' }));
    expect(front!.aborted()).toBe(true);
    expect(back!.aborted()).toBe(false);
    expect(within(rowOf('front.png')).getByText('Cancelled')).toBeInTheDocument();

    back!.reject(new ApiError({ status: 500, message: 'Upload interrupted. Please try again.' }));
    expect(await screen.findByText('Not uploaded: Upload interrupted. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('“back.png” did not upload: Upload interrupted. Please try again.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry “back.png”' }));
    await waitFor(() => expect(calls()).toHaveLength(3));
    expect(calls()[2]!.file.name).toBe('back.png');
    store(server, calls()[2]!, picture(7));
    // Stored: it is the item's picture now, and the cancelled one still offers Retry.
    expect(await screen.findByRole('img', { name: `${ITEM.name}, main picture` })).toHaveAttribute('src', picture(7).image);
    expect(screen.getByText('“back.png” uploaded.')).toBeInTheDocument();
    expect(screen.queryByText(/Not uploaded/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry “front.png”' })).toBeInTheDocument();
    expect(calls()).toHaveLength(3);
  });

  it('renders hostile file names as text', async () => {
    const { user, input } = renderPictures();
    await screen.findByRole('button', { name: 'Add images' });
    const names = HOSTILE_NAMES.slice(0, 4);
    await user.upload(input(), [
      ...names.map((name) => png(`${name}.png`)),
      new File(['x'], `${names[0]!}.exe`, { type: 'application/x-msdownload' }),
    ]);
    await waitFor(() => expect(calls()).toHaveLength(3));
    calls()[0]!.reject(new ApiError({ status: 500, message: 'Upload interrupted. Please try again.' }));
    for (const name of names.slice(0, 3))
      expect(await screen.findByText(`${name}.png`, { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`“${names[0]!}.exe” is not a JPEG, PNG or WebP picture.`);
    expect(
      await screen.findByText(`“${names[0]!}.png” did not upload: Upload interrupted. Please try again.`),
    ).toBeInTheDocument();
    expectInertDom();
  });
});

/** The item form's part: it queues the chosen files once the item is saved, then closes. */
function FormThenPage({ files }: { files: File[] }) {
  const scope = useBusinessContext();
  const queueImages = useQueueItemImages();
  const [saved, setSaved] = useState(false);
  if (saved) return <ItemPictures />;
  return (
    <button
      type="button"
      onClick={() => {
        queueImages(scope, ITEM.id, files);
        setSaved(true);
      }}
    >
      Save item
    </button>
  );
}

describe('ItemImages: uploads started by the item form', () => {
  it('keeps going after the form closes and shows on the item page, which refreshes when one is stored', async () => {
    const { user, server } = renderPictures(ITEM, {}, <FormThenPage files={[png('front.png'), png('back.png')]} />);
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(calls()).toHaveLength(2));
    calls()[1]!.options.onProgress?.({ loaded: 3, total: 4, percent: 75 });
    expect(await screen.findByRole('progressbar', { name: 'Uploading “back.png”' })).toHaveAttribute('aria-valuenow', '75');
    store(server, calls()[0]!, picture(3));
    expect(await screen.findByRole('img', { name: `${ITEM.name}, main picture` })).toHaveAttribute('src', picture(3).image);
    expect(screen.queryByRole('progressbar', { name: 'Uploading “front.png”' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading “back.png”' })).toBeInTheDocument();
  });
});

describe('ItemImages: permissions', () => {
  it('shows a member who may only view the pictures without Add or Delete', async () => {
    renderPictures(
      { ...ITEM, images: [picture(1)], image: picture(1).image },
      {
        membership: {
          business_id: 12,
          member_id: 40,
          is_owner: false,
          role: null,
          permissions: [permissionId('inventory', 'view')],
        },
      },
    );
    expect(await screen.findByRole('img', { name: `${ITEM.name}, main picture` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add images' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});

describe('ItemImages: delete', () => {
  it('asks first, naming the picture, and sends one DELETE; the next picture becomes the main one', async () => {
    const { user, api, server } = renderPictures({ ...ITEM, images: [picture(1), picture(2)], image: picture(1).image });
    api.on('delete', IMAGE_PATH, ({ params }) => {
      server.item = { ...server.item, images: server.item.images.filter((i) => i.id !== Number(params.image_id)) };
      server.item.image = server.item.images[0]?.image ?? null;
      return { status: 204 };
    });
    await user.click(await screen.findByRole('button', { name: 'Delete the main picture' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Delete the main picture of “${ITEM.name}”?` });
    expect(dialog).toHaveTextContent('Picture 2 becomes the main picture, shown in the list.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('delete', IMAGE_PATH)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete the main picture' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete picture' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('delete', IMAGE_PATH).map((c) => c.params)).toEqual([
      { businessId: '12', id: String(ITEM.id), image_id: '1' },
    ]);
    expect(await screen.findByRole('img', { name: `${ITEM.name}, main picture` })).toHaveAttribute('src', picture(2).image);
    expect(screen.getAllByRole('img', { name: new RegExp(`^${ITEM.name.replace(/[()]/g, '\\$&')}`) })).toHaveLength(1);
  });

  it('keeps the dialog open with the reason when the delete fails', async () => {
    const { user, api } = renderPictures({ ...ITEM, images: [picture(1)], image: picture(1).image });
    api.on('delete', IMAGE_PATH, { status: 404, body: { detail: 'Not found.' } });
    await user.click(await screen.findByRole('button', { name: 'Delete the main picture' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Delete the main picture of “${ITEM.name}”?` });
    expect(dialog).toHaveTextContent('It is deleted for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete picture' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/not found/i);
    expect(api.calls('delete', IMAGE_PATH)).toHaveLength(1);
  });
});
