import type { SupportFileType } from '@/contract/schemas/support';
import { sniffImageType } from '../users/avatars-repo';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);

/** `%PDF-` */
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
/** `GIF87a` / `GIF89a` */
const GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

/**
 * A support file's type from its own first bytes (the avatar's JPEG, PNG and WebP signatures, GIF and PDF), never
 * from its name or declared type. Null for anything else: an HTML page named `receipt.pdf` is not a PDF.
 */
export function sniffSupportFileType(bytes: Uint8Array): SupportFileType | null {
  const image = sniffImageType(bytes);
  if (image) return image;
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  return null;
}
