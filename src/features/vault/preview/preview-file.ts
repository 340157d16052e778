import type { VaultSchemas } from '@/api/types';

/** What a preview needs of a vault file: its name, type and download URL. */
export type PreviewFile = Pick<VaultSchemas['VaultFile'], 'name' | 'mimetype' | 'file'>;
