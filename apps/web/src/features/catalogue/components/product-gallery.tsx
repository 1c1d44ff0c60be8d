import type { Product } from '@dfs/contract/catalogue';
import { mediaAtWidth } from '@dfs/contract/media';
import { clsx } from 'clsx';
import { Play } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { useExternalStore } from '../../../shared/external-store';
import { useTranslation } from '../../../shared/i18n';
import { ProductImage } from '../../../shared/ui/product-image';
import { youtubeNoCookieEmbed } from '../../../shared/youtube';

/** Spec §9: the gallery zooms only above 425 px width, at scale 1.6. */
const ZOOM_QUERY = '(min-width: 426px)';
const ZOOM_SCALE = 1.6;

function subscribeZoom(onChange: () => void) {
  const list = window.matchMedia(ZOOM_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function useZoomAllowed(): boolean {
  return useExternalStore(
    subscribeZoom,
    () => window.matchMedia(ZOOM_QUERY).matches,
    () => true,
  );
}

function ZoomableImage({ src, alt }: { src: string | null; alt: string }) {
  const { t } = useTranslation();
  const zoomAllowed = useZoomAllowed();
  const [hovering, setHovering] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const zoomed = zoomAllowed && (hovering || pinned);
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };
  return (
    // The zoom is a pointer nicety; the image stays fully visible without it.
    // biome-ignore lint/a11y/noStaticElementInteractions: decorative zoom, no action behind it
    // biome-ignore lint/a11y/useKeyWithClickEvents: decorative zoom, no action behind it
    <div
      className={clsx(
        'overflow-hidden rounded-xl bg-white',
        zoomAllowed && (zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in'),
      )}
      title={zoomAllowed ? t('catalogue.detail.zoomHint') : undefined}
      onMouseEnter={() => setHovering(true)}
      onMouseLeave={() => {
        setHovering(false);
        setPinned(false);
      }}
      onMouseMove={zoomAllowed ? follow : undefined}
      onClick={(event) => {
        if (!zoomAllowed) return;
        follow(event);
        setPinned((value) => !value);
      }}
    >
      <ProductImage
        src={src}
        alt={alt}
        size={640}
        eager
        className="w-full transition-transform duration-150"
        style={zoomed ? { transform: `scale(${ZOOM_SCALE})`, transformOrigin: origin } : undefined}
      />
    </div>
  );
}

/** Main image with zoom, thumbnails, and the product video loaded only when the shopper asks for it. */
export function ProductGallery({ product }: { product: Product }) {
  const { t } = useTranslation();
  const images = product.itemImage.length > 0 ? product.itemImage : [];
  const initial = Math.max(
    0,
    images.findIndex((image) => image.isDefualt),
  );
  const [selected, setSelected] = useState<number | 'video'>(initial);
  const video = youtubeNoCookieEmbed(product.youtubeAddressURL);
  const current = selected === 'video' ? null : (images[selected] ?? images[0]);
  // No background here: each kind sets its own (two bg-* classes on one element leave the winner to
  // the stylesheet's order, which made the video tab white text on white).
  const thumb =
    'flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border-2 lg:size-20';
  return (
    <section aria-label={t('catalogue.detail.gallery')} className="flex flex-col gap-3">
      {selected === 'video' && video ? (
        <div className="aspect-square w-full overflow-hidden rounded-xl bg-navy-950">
          <iframe
            src={video}
            title={t('catalogue.detail.videoTitle', { name: product.name })}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            className="size-full border-0"
          />
        </div>
      ) : (
        <ZoomableImage src={current?.imageUrl ?? null} alt={product.name} />
      )}
      {(images.length > 1 || video) && (
        <ul className="flex flex-wrap gap-2">
          {images.map((image, index) => (
            <li key={image.imageUrl}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={t('catalogue.detail.showImage', { index: index + 1, total: images.length })}
                aria-pressed={selected === index}
                className={clsx(
                  thumb,
                  'bg-white',
                  selected === index ? 'border-gold-500' : 'border-navy-100 hover:border-navy-300',
                )}
              >
                <img
                  src={mediaAtWidth(image.imageUrl, 160)}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-full object-contain"
                />
              </button>
            </li>
          ))}
          {video && (
            <li>
              <button
                type="button"
                onClick={() => setSelected('video')}
                aria-pressed={selected === 'video'}
                className={clsx(
                  thumb,
                  'flex-col gap-0.5 bg-navy-950 px-1 text-[0.65rem] leading-tight font-semibold text-white',
                  selected === 'video' ? 'border-gold-500' : 'border-navy-950 hover:border-navy-300',
                )}
              >
                <Play aria-hidden="true" className="size-5" />
                {t('catalogue.detail.playVideo')}
              </button>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
