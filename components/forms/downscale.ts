import { DOWNSCALE_ABOVE_BYTES, DOWNSCALE_LONG_EDGE } from '@/lib/forms/upload-limits';

/**
 * A phone photo over 2 MB is redrawn with its long edge at 2000 px as a JPEG (quality 0.85): still legible,
 * a fraction of the bytes on a slow connection. PDFs and small images go as they are; if the browser cannot
 * decode the image, the original is sent.
 */
export async function prepareUpload(file: File): Promise<File> {
  if (file.size <= DOWNSCALE_ABOVE_BYTES || !/^image\/(jpeg|png|webp)$/.test(file.type)) return file;
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, DOWNSCALE_LONG_EDGE / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // A white ground under transparent PNG screenshots, which JPEG cannot keep.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob || blob.size >= file.size) return file;
    const name = file.name.replace(/\.[^.]+$/, '') + '.jpg';
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  }
}
