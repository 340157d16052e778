/**
 * An item's pictures over HTTP: an uploaded image is served back with its bytes and type at the
 * address the answer and the item's `image` give; deleting the main one moves `image` to the
 * next; a file named `*fail-upload*` is refused with 500 and nothing is stored (magic value).
 */
import { describe, expect, it } from 'vitest';
import { urlOf, useTestSandbox } from '../../harness';

const ctx = useTestSandbox();

const auth = () => ({ Authorization: `Bearer ${ctx.token}` });
const business = (path: string) => urlOf(ctx.sandbox, 'business', `/business/v1/12/tools/inventories/${path}`);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 8, 7]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);

interface Item {
  id: number;
  image: string | null;
  images: { id: number; image: string }[];
}

async function newItem(): Promise<Item> {
  const answer = await fetch(business(''), {
    method: 'POST',
    headers: { ...auth(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Ankara with pictures', unit_price: '8500.00', location: 21 }),
  });
  expect(answer.status).toBe(201);
  return (await answer.json()) as Item;
}

async function uploadImage(id: number, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('image', new File([new Uint8Array(bytes)], name, { type }));
  const answer = await fetch(business(`${id}/images/`), { method: 'POST', headers: auth(), body: form });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

const getItem = async (id: number) => (await (await fetch(business(`${id}/`), { headers: auth() })).json()) as Item;

describe('inventory images over HTTP', () => {
  it('serves each uploaded image with its bytes and type; the first is the item’s image until deleted', async () => {
    const item = await newItem();
    const first = await uploadImage(item.id, PNG, 'front.png', 'image/png');
    const second = await uploadImage(item.id, JPEG, 'back.jpg', 'image/jpeg');
    expect([first.status, second.status]).toEqual([201, 201]);

    const saved = await getItem(item.id);
    expect(saved.images.map((i) => i.id)).toEqual([first.body.id, second.body.id]);
    expect(saved.image).toBe(first.body.image);

    for (const [address, bytes, type] of [
      [first.body.image as string, PNG, 'image/png'],
      [second.body.image as string, JPEG, 'image/jpeg'],
    ] as const) {
      const served = await fetch(address);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
    }

    const deleted = await fetch(business(`${item.id}/images/${first.body.id as number}`), { method: 'DELETE', headers: auth() });
    expect(deleted.status).toBe(204);
    const after = await getItem(item.id);
    expect(after.images.map((i) => i.id)).toEqual([second.body.id]);
    expect(after.image).toBe(second.body.image);
  });

  it('refuses a file named *fail-upload* with 500 and keeps nothing', async () => {
    const item = await newItem();
    const failed = await uploadImage(item.id, PNG, 'shelf-FAIL-UPLOAD.png', 'image/png');
    expect(failed).toEqual({ status: 500, body: { detail: 'Upload interrupted. Please try again.' } });
    const after = await getItem(item.id);
    expect([after.image, after.images]).toEqual([null, []]);
  });

  it('refuses a file that is not a JPEG, PNG or WebP picture under `image`', async () => {
    const item = await newItem();
    const refused = await uploadImage(item.id, Buffer.from('%PDF-1.7'), 'price-list.pdf', 'application/pdf');
    expect(refused.status).toBe(400);
    expect(refused.body.image).toEqual(['Use a JPEG, PNG or WebP image.']);
  });
});
