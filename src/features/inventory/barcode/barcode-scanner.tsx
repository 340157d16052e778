/**
 * Scanning a barcode (issue 12, item 5): a button that opens a dialog reading codes from the rear
 * camera, a few frames a second, where the browser has one; and always 'Scan from a photo' (a
 * phone offers its camera app for it). Without a camera, or when access is refused, the dialog
 * says so and the photo path remains. The stream stops when the dialog closes.
 *
 * The decoder (`decode.ts`: the browser's detector, else the WebAssembly reader) loads only when
 * the dialog opens; pages that show the button lazily import this module (`../lazy.ts`).
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Camera, ImageUp, ScanBarcode } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Modal, ModalContent, ModalDescription, ModalHeader, ModalTitle } from '@/components/ui/modal';

export interface BarcodeScanButtonProps {
  /** Called once with the code read (trimmed); the dialog closes. */
  onDetected: (code: string) => void;
  /** The button's text ('Scan barcode'). */
  label?: string;
  /** How the button looks (outlined by default). */
  variant?: ButtonProps['variant'];
  className?: string;
  disabled?: boolean;
}

/** A button that opens the scanner; `onDetected` gets the code. */
export function BarcodeScanButton({
  onDetected,
  label = 'Scan barcode',
  variant = 'outlined',
  className,
  disabled,
}: BarcodeScanButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant={variant} className={className} disabled={disabled} onClick={() => setOpen(true)}>
        <ScanBarcode aria-hidden="true" />
        {label}
      </Button>
      <Modal open={open} onOpenChange={setOpen}>
        {open ? (
          <BarcodeScannerDialog
            onDetected={(code) => {
              setOpen(false);
              onDetected(code);
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}

/** Frames decoded per second from the camera. */
const FRAMES_PER_SECOND = 4;

type CameraState = { status: 'starting' } | { status: 'live' } | { status: 'unavailable'; message: string };

const loadDecoder = () => import('./decode').then((module) => module.decodeBarcode);

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'Camera access was refused. Allow the camera for this site in the browser’s settings, or scan from a photo.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'No camera was found on this device. Scan from a photo instead.';
  }
  if (name === 'NotReadableError' || name === 'AbortError') {
    return 'The camera is in use by another app. Close it and try again, or scan from a photo.';
  }
  return 'The camera could not be started. Scan from a photo instead.';
}

function BarcodeScannerDialog({ onDetected }: { onDetected: (code: string) => void }) {
  const hasCamera = typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
  const [camera, setCamera] = useState<CameraState>(
    hasCamera
      ? { status: 'starting' }
      : { status: 'unavailable', message: 'This browser cannot use a camera here. Scan from a photo instead.' },
  );
  const [photo, setPhoto] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  const video = useRef<HTMLVideoElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  /** Set once a code is read: later frames and photos are ignored. */
  const done = useRef(false);
  const detected = useRef(onDetected);
  useEffect(() => {
    detected.current = onDetected;
  }, [onDetected]);

  function found(code: string) {
    if (done.current) return;
    done.current = true;
    detected.current(code);
  }

  useEffect(() => {
    if (!hasCamera) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const element = video.current;
    const canvas = document.createElement('canvas');

    async function readFrame(decode: Awaited<ReturnType<typeof loadDecoder>>) {
      if (stopped || done.current || !element) return;
      if (element.readyState >= 2 && element.videoWidth > 0) {
        canvas.width = element.videoWidth;
        canvas.height = element.videoHeight;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (context) {
          context.drawImage(element, 0, 0);
          try {
            const code = await decode(context.getImageData(0, 0, canvas.width, canvas.height));
            if (code && !stopped) found(code);
          } catch {
            // A frame that cannot be read is skipped; the next one may be.
          }
        }
      }
      if (!stopped && !done.current) timer = setTimeout(() => void readFrame(decode), 1000 / FRAMES_PER_SECOND);
    }

    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
        if (stopped) return;
        if (element) {
          element.srcObject = stream;
          await element.play().catch(() => undefined);
        }
        setCamera({ status: 'live' });
        const decode = await loadDecoder();
        if (!stopped) void readFrame(decode);
      } catch (error) {
        if (!stopped) setCamera({ status: 'unavailable', message: cameraProblem(error) });
      }
    })();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      if (element) element.srcObject = null;
    };
  }, [hasCamera]);

  async function readPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPhoto({ busy: true, message: null });
    try {
      const decode = await loadDecoder();
      const code = await decode(file);
      if (code) {
        setPhoto({ busy: false, message: null });
        found(code);
      } else {
        setPhoto({
          busy: false,
          message: 'No barcode was found in this photo. Take it closer, in focus and well lit, and try again.',
        });
      }
    } catch {
      setPhoto({
        busy: false,
        message: 'The barcode reader could not load. Check your connection and try again, or type the code.',
      });
    }
  }

  return (
    <ModalContent size="md">
      <ModalHeader>
        <ModalTitle>Scan a barcode</ModalTitle>
        <ModalDescription>
          {camera.status === 'unavailable'
            ? 'Take or choose a photo of the barcode.'
            : 'Point the camera at the barcode, or use a photo of it.'}
        </ModalDescription>
      </ModalHeader>
      <div className="flex flex-col gap-4">
        {camera.status === 'unavailable' ? (
          <p role="status" className="flex items-start gap-2 rounded-lg border bg-muted p-3 text-sm">
            <Camera aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{camera.message}</span>
          </p>
        ) : (
          <div className="relative overflow-hidden rounded-lg border bg-black">
            <video ref={video} muted playsInline aria-label="Camera preview" className="aspect-[4/3] w-full object-cover" />
            <p role="status" className="absolute inset-x-0 bottom-0 bg-black/70 p-2 text-center text-sm text-white">
              {camera.status === 'starting' ? 'Starting the camera…' : 'Looking for a barcode…'}
            </p>
          </div>
        )}
        <div className="flex flex-col gap-2">
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            capture="environment"
            aria-label="Photo of a barcode"
            tabIndex={-1}
            className="sr-only"
            onChange={(event) => void readPhoto(event)}
          />
          <Button type="button" variant="outlined" loading={photo.busy} onClick={() => fileInput.current?.click()}>
            <ImageUp aria-hidden="true" />
            Scan from a photo
          </Button>
          {photo.message ? (
            <p role="alert" className="text-sm text-destructive">
              {photo.message}
            </p>
          ) : null}
        </div>
      </div>
    </ModalContent>
  );
}
