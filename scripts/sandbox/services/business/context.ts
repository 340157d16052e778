/** What every resource file of the business service gets, and the handler type it returns. */
import type { operations } from '../../../../src/api/generated/business';
import { HOST } from '../../../lib/services';
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

const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * An uploaded image part (a Web `File` from the multipart body): JPEG, PNG or WebP up to 5 MB,
 * else 400 on `field`. Answers the file extension.
 */
export function imageFile(value: unknown, field: string): string {
  if (!(value instanceof File)) throw badRequest({ [field]: ['Upload an image file.'] });
  const ext = IMAGE_TYPES[value.type] ?? /\.(jpe?g|png|webp)$/i.exec(value.name)?.[1]?.toLowerCase().replace('jpeg', 'jpg');
  if (!ext) throw badRequest({ [field]: ['Use a JPEG, PNG or WebP image.'] });
  if (value.size > MAX_IMAGE_BYTES) throw badRequest({ [field]: ['The image is larger than 5 MB.'] });
  return ext;
}

/**
 * The address of an uploaded file. The sandbox keeps no bytes: uploads get a stable address on
 * the business service's port (`/media/...`), which answers 404 (README: uploads).
 */
export function mediaUrl(deps: Deps, path: string): string {
  return `http://${HOST}:${deps.state.config.ports.business}/media/${path}`;
}
