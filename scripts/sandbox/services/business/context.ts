/** What every resource file of the business service gets, and the handler type it returns. */
import type { operations } from '../../../../src/api/generated/business';
import { keepUpload } from '../../files';
import type { SandboxState } from '../../state';
import type { ServiceHandlers } from '../../types';
import { badRequest } from '../../types';
import type { BusinessStore } from './store';

export interface Deps {
  state: SandboxState;
  store: BusinessStore;
}

/** The handlers of some operations of the contract. */
export type Handlers<K extends keyof operations> = Pick<ServiceHandlers<operations>, K>;

const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const MAX_IMAGE_MB = 5;

/**
 * Keeps an uploaded image part (JPEG, PNG or WebP up to 5 MB, else 400 on `field`) and answers
 * the address the sandbox serves it at (README: files).
 */
export function keepImage(deps: Deps, value: unknown, field: string): string {
  if (!(value instanceof File)) throw badRequest({ [field]: ['Upload an image file.'] });
  const type = Object.values(IMAGE_TYPES).includes(value.type)
    ? value.type
    : IMAGE_TYPES[/\.(\w+)$/.exec(value.name)?.[1]?.toLowerCase() ?? ''];
  if (!type) throw badRequest({ [field]: ['Use a JPEG, PNG or WebP image.'] });
  if (value.size > MAX_IMAGE_MB * 1024 * 1024) throw badRequest({ [field]: [`The image is larger than ${MAX_IMAGE_MB} MB.`] });
  return keepUpload(deps.state, 'business', value, { field, maxMb: MAX_IMAGE_MB, type, fallbackName: 'image' });
}
