import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Router from '@tanstack/react-router';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { renderWithApp } from '@/test/render';
import { BarcodeScanButton } from './barcode-scanner';
import { InventoryScanSearch } from './barcode-scanner-search';
import { decodeBarcode } from './decode';

// A fake decoder: each test says what it reads.
vi.mock('./decode', () => ({ decodeBarcode: vi.fn() }));
const decode = vi.mocked(decodeBarcode);

// Where the list's scan button goes when a code is an item's barcode.
const navigate = vi.hoisted(() => vi.fn());
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof Router>()),
  useNavigate: () => navigate,
}));

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'barcode.jpg', { type: 'image/jpeg' });

function setMediaDevices(value: unknown) {
  Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true });
}

beforeEach(() => {
  decode.mockReset();
  navigate.mockReset();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => setMediaDevices(undefined));

describe('BarcodeScanButton', () => {
  it('without a camera says so and reads the code from a photo', async () => {
    setMediaDevices(undefined);
    decode.mockResolvedValue('5901234123457');
    const onDetected = vi.fn();
    const { user } = renderWithApp(<BarcodeScanButton onDetected={onDetected} />);
    await user.click(screen.getByRole('button', { name: 'Scan barcode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan a barcode' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'This browser cannot use a camera here. Scan from a photo instead.',
    );
    expect(within(dialog).getByRole('button', { name: 'Scan from a photo' })).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Photo of a barcode');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');

    const file = photo();
    await user.upload(input, file);
    await waitFor(() => expect(onDetected).toHaveBeenCalledWith('5901234123457'));
    expect(onDetected).toHaveBeenCalledTimes(1);
    expect(decode).toHaveBeenCalledWith(file);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when a photo holds no barcode, and stays open for another', async () => {
    setMediaDevices(undefined);
    decode.mockResolvedValueOnce(null).mockResolvedValueOnce('ABC-123');
    const onDetected = vi.fn();
    const { user } = renderWithApp(<BarcodeScanButton onDetected={onDetected} label="Scan" />);
    await user.click(screen.getByRole('button', { name: 'Scan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan a barcode' });
    await user.upload(within(dialog).getByLabelText('Photo of a barcode'), photo());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No barcode was found in this photo.');
    expect(onDetected).not.toHaveBeenCalled();
    await user.upload(within(dialog).getByLabelText('Photo of a barcode'), photo());
    await waitFor(() => expect(onDetected).toHaveBeenCalledWith('ABC-123'));
  });

  it('says when the reader cannot load', async () => {
    setMediaDevices(undefined);
    decode.mockRejectedValue(new Error('offline'));
    const { user } = renderWithApp(<BarcodeScanButton onDetected={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Scan barcode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan a barcode' });
    await user.upload(within(dialog).getByLabelText('Photo of a barcode'), photo());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The barcode reader could not load.');
  });

  it('says when camera access is refused, and offers the photo', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    setMediaDevices({ getUserMedia });
    const { user } = renderWithApp(<BarcodeScanButton onDetected={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Scan barcode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan a barcode' });
    expect(await within(dialog).findByText(/Camera access was refused/)).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    expect(within(dialog).getByRole('button', { name: 'Scan from a photo' })).toBeInTheDocument();
  });

  it('asks for the rear camera, shows its preview and stops the stream when the dialog closes', async () => {
    const stop = vi.fn();
    const getUserMedia = vi.fn().mockResolvedValue({ getTracks: () => [{ stop }] });
    setMediaDevices({ getUserMedia });
    decode.mockResolvedValue(null);
    const { user } = renderWithApp(<BarcodeScanButton onDetected={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Scan barcode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan a barcode' });
    expect(within(dialog).getByLabelText('Camera preview')).toBeInTheDocument();
    expect(await within(dialog).findByText('Looking for a barcode…')).toBeInTheDocument();
    expect(stop).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
  });
});

type Item = BusinessSchemas['InventoryItem'];
const LIST = '/business/v1/{businessId}/tools/inventories/';

describe('InventoryScanSearch', () => {
  it('puts a scanned code that is no item’s barcode into the search', async () => {
    setMediaDevices(undefined);
    decode.mockResolvedValue('5901234123457');
    const near: Partial<Item> = { id: 3, name: 'Tote', barcode_number: '59012341234570' };
    const api = stubApi().on('get', LIST, {
      status: 200,
      body: { count: 1, next: null, previous: null, results: [near as Item] },
    });
    const onSearch = vi.fn();
    const { user } = renderWithApp(<InventoryScanSearch onSearch={onSearch} />, { routerPath: '/' });
    // The scanner loads on demand: a disabled button stands in until it has.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Scan barcode' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Scan barcode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan a barcode' });
    await user.upload(within(dialog).getByLabelText('Photo of a barcode'), photo());
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('5901234123457'));
    expect(api.calls('get', LIST)[0]!.query.get('search')).toBe('5901234123457');
  });

  async function scan(code: string, results: Partial<Item>[]) {
    setMediaDevices(undefined);
    decode.mockResolvedValue(code);
    const api = stubApi().on('get', LIST, {
      status: 200,
      body: { count: results.length, next: null, previous: null, results: results as Item[] },
    });
    const onSearch = vi.fn();
    const { user } = renderWithApp(<InventoryScanSearch onSearch={onSearch} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Scan barcode' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Scan barcode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan a barcode' });
    await user.upload(within(dialog).getByLabelText('Photo of a barcode'), photo());
    return { api, onSearch };
  }

  it('opens the item whose barcode is exactly the scanned code', async () => {
    const { onSearch } = await scan('4006381333931', [
      { id: 3, name: 'Near', barcode_number: '40063813339310' },
      { id: 9, name: 'Pens', barcode_number: '4006381333931' },
    ]);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        expect.objectContaining({ to: '/b/$businessId/inventory/$itemId', params: { businessId: 12, itemId: '9' } }),
      ),
    );
    expect(onSearch).not.toHaveBeenCalled();
  });
});
