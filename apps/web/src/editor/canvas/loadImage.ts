// Loads an image for the canvas; the same URL is decoded once and shared.

const cache = new Map<string, Promise<HTMLImageElement>>();
const loaded = new Map<string, HTMLImageElement>();

export const loadImage = (url: string): Promise<HTMLImageElement> => {
  const cached = cache.get(url);
  if (cached) return cached;
  const promise = new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    // Same-origin and data/blob URLs only; crossOrigin keeps exports possible if a URL is not.
    if (!url.startsWith('data:') && !url.startsWith('blob:')) image.crossOrigin = 'anonymous';
    image.onload = () => {
      loaded.set(url, image);
      resolve(image);
    };
    image.onerror = () => reject(new Error(`Could not load ${url}`));
    image.src = url;
  });
  cache.set(url, promise);
  promise.catch(() => cache.delete(url));
  return promise;
};

/** The image of `url` if it has loaded already (a shape mounted again shows it at once). */
export const loadedImage = (url: string): HTMLImageElement | null => loaded.get(url) ?? null;
