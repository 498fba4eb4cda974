import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import './ImageZoom.scss';

interface Props {
  /** The images that zoom on click. */
  selector: string;
}

/**
 * Image zoom (e2e/zoom.spec.ts), a global UI component registered in rspress.config.ts in place of
 * Rspress's `mediumZoom` option. That option puts medium-zoom and its wrapper into the
 * first-load JavaScript of every page, although most pages have no image and most readers
 * never click one. Here the first click on a matching image loads medium-zoom and opens that
 * image; from then on medium-zoom handles the page's images itself, as before.
 */
export default function ImageZoom({ selector }: Props) {
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page has new images
  useEffect(() => {
    let zoom: Zoom | undefined;
    let loading = false;
    let gone = false;
    const onClick = (event: MouseEvent) => {
      const image = event.target;
      if (zoom || loading || !(image instanceof HTMLImageElement) || !image.matches(selector))
        return;
      loading = true;
      import('medium-zoom')
        .then(({ default: mediumZoom }) => {
          if (gone) return;
          zoom = mediumZoom(selector, { background: 'var(--rp-c-bg)', margin: 0 });
          zoom.open({ target: image });
        })
        // Offline before the zoom was ever used: the image stays as it is, the next click tries again.
        .catch(() => {
          loading = false;
        });
    };
    document.addEventListener('click', onClick);
    return () => {
      gone = true;
      document.removeEventListener('click', onClick);
      zoom?.detach();
      zoom?.close();
    };
  }, [pathname, selector]);

  return null;
}
