import { productImageSrcSet } from '@dfs/contract/media';
import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from '../i18n';

interface ProductImageProps {
  src: string | null;
  alt: string;
  /** Intrinsic size, so the browser reserves the box before the image arrives. */
  size?: number;
  /** Above the fold (a likely largest paint): fetched at once and with high priority. */
  eager?: boolean;
  /**
   * The width it is shown at (`sizes`), where that is well under the image's own 800 px: the browser
   * then fetches the narrower drawing that is enough (`srcset`).
   */
  sizes?: string;
  className?: string;
  style?: CSSProperties;
}

/** A square product or brand image; a neutral placeholder when there is none. */
export function ProductImage({
  src,
  alt,
  size = 400,
  eager = false,
  sizes,
  className,
  style,
}: ProductImageProps) {
  const { t } = useTranslation();
  if (!src) {
    return (
      <div
        role="img"
        aria-label={alt ? `${alt} (${t('product.noImage')})` : t('product.noImage')}
        className={clsx('flex aspect-square items-center justify-center bg-navy-50 text-navy-300', className)}
      >
        <ImageOff aria-hidden="true" className="size-1/4" />
      </div>
    );
  }
  const srcSet = sizes ? productImageSrcSet(src) : undefined;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      style={style}
      className={clsx('aspect-square object-contain', className)}
    />
  );
}
