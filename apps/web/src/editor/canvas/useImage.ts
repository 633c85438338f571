// Loads an image for the canvas; the same URL is decoded once and shared.
import { useEffect, useState } from 'react';

const cache = new Map<string, Promise<HTMLImageElement>>();

export const loadImage = (url: string): Promise<HTMLImageElement> => {
  const cached = cache.get(url);
  if (cached) return cached;
  const promise = new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    // Same-origin and data/blob URLs only; crossOrigin keeps exports possible if a URL is not.
    if (!url.startsWith('data:') && !url.startsWith('blob:')) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load ${url}`));
    image.src = url;
  });
  cache.set(url, promise);
  promise.catch(() => cache.delete(url));
  return promise;
};

export function useImage(url: string | undefined): HTMLImageElement | null {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    let live = true;
    setImage(null);
    if (url) {
      loadImage(url)
        .then((loaded) => live && setImage(loaded))
        .catch(() => live && setImage(null));
    }
    return () => {
      live = false;
    };
  }, [url]);
  return image;
}
