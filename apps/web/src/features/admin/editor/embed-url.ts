/** YouTube and Vimeo page links become their embed addresses (spec section 5); others are refused. */
export function toEmbedUrl(url: string): string | null {
  const u = url.trim();
  const yt = /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/i.exec(
    u,
  );
  if (yt) return `https://www.youtube-nocookie.com/embed/${yt[1]}`;
  const vimeo = /^https?:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/i.exec(u);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return null;
}

/** Links may only point to http, https, mailto and tel. */
export const isAllowedLink = (url: string) => /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s().-]+)$/i.test(url.trim());

/** Image sources: http, https and data only. */
export const isAllowedImageSrc = (src: string) =>
  /^(https?:\/\/[^\s]+|data:image\/(png|gif|jpe?g|bmp|x-icon);base64,[A-Za-z0-9+/=]+)$/i.test(src);

/** Rule content is at most 100 000 characters; a base64 image grows by a third. */
export const EDITOR_IMAGE_MAX_BYTES = 64 * 1024;

export const EDITOR_IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon'];
