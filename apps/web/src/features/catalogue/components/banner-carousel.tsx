import { directionOf } from '@dfs/i18n/languages';
import { clsx } from 'clsx';
import { Pause, Play } from 'lucide-react';
import {
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { usePageLive } from '../../../shared/external-store';
import { currentLanguage, useTranslation } from '../../../shared/i18n';
import { useViewportSize } from '../../../shared/use-viewport-size';
import { youtubeNoCookieEmbed } from '../../../shared/youtube';
import { useBanners } from '../api/get-banners';
import {
  bannersForViewport,
  responsiveSlides,
  type BannerSlide as Slide,
  slideDelayMs,
  swipeDirection,
} from '../banner-selection';

/**
 * The frame's shape by width, in CSS (spec §9 sizes: below 480 px, 480–900 px, above 900 px): the
 * server renders before the width is known, so the box must not wait for script to take its shape.
 */
const frameClass = 'aspect-[4/3] min-[480px]:aspect-[2/1] min-[901px]:aspect-[16/5]';

/** Where the frame changes shape (`frameClass`): each width class gets its own art, chosen by the browser. */
const smallMedia = '(max-width: 479.98px)';
const mediumMedia = '(max-width: 900.98px)';

function BannerImage({ slide, index, alt }: { slide: Slide; index: number; alt: string }) {
  const image = (
    <img
      src={slide.banner.imageURL}
      alt={alt}
      loading={index === 0 ? 'eager' : 'lazy'}
      draggable={false}
      fetchPriority={index === 0 ? 'high' : 'auto'}
      decoding="async"
      className="size-full object-cover"
    />
  );
  if (!slide.art) return image;
  return (
    <picture className="block size-full">
      <source media={smallMedia} srcSet={slide.art.small} />
      <source media={mediumMedia} srcSet={slide.art.medium} />
      {image}
    </picture>
  );
}

/**
 * A video banner (a YouTube address, which the CSP keeps out of <video>): its image with a play
 * control that swaps in the privacy-enhanced player; leaving the slide stops the video.
 */
function VideoBanner({ slide, index, alt, isSelected }: BannerSlideProps & { alt: string }) {
  const { banner } = slide;
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const embed = youtubeNoCookieEmbed(banner.videoURL);
  useEffect(() => {
    if (!isSelected) setPlaying(false);
  }, [isSelected]);
  if (playing && embed) {
    return (
      <iframe
        src={embed}
        title={t('catalogue.bannerVideoTitle', { title: alt })}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        className="size-full border-0"
      />
    );
  }
  return (
    <div className="relative size-full">
      {/* The image (and the button drawn into it) follows the banner's link; the play control sits above. */}
      <BannerLink link={banner.linkURL}>
        <BannerImage slide={slide} index={index} alt={alt} />
      </BannerLink>
      {embed && (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={t('catalogue.bannerVideo', { title: alt })}
          className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-navy-950/70 text-white shadow-lg hover:bg-navy-950/90"
        >
          <Play aria-hidden="true" className="size-7 translate-x-0.5" />
        </button>
      )}
    </div>
  );
}

interface BannerSlideProps {
  slide: Slide;
  index: number;
  total: number;
  isSelected: boolean;
}

function BannerSlide({ slide, index, total, isSelected, held }: BannerSlideProps & { held: boolean }) {
  const { t } = useTranslation();
  const { banner } = slide;
  const alt = banner.title ?? t('home.bannerAlt', { index: index + 1 });
  const link = banner.linkURL;
  const media = banner.videoURL ? (
    <VideoBanner slide={slide} index={index} total={total} isSelected={isSelected} alt={alt} />
  ) : (
    <BannerImage slide={slide} index={index} alt={alt} />
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group
    <div
      role="group"
      aria-roledescription={t('home.slide')}
      aria-label={t('home.slidePosition', { index: index + 1, total })}
      // Slides faded out are out of the tab order and hidden from assistive technology.
      inert={!isSelected}
      // The slides lie on one another; the selected one fades in over the others.
      className={clsx(
        'min-w-0 transition-opacity duration-500 [grid-area:1/1] motion-reduce:transition-none',
        isSelected ? 'z-[1] opacity-100' : 'opacity-0',
        held && 'hidden',
      )}
    >
      {/* A video slide links its image itself, beside its play button (a button may not sit in a link). */}
      {banner.videoURL ? media : <BannerLink link={link}>{media}</BannerLink>}
    </div>
  );
}

/** The banner's link around its picture: in-app paths through the router, others as plain links. */
function BannerLink({ link, children }: { link: string | null | undefined; children: ReactNode }) {
  if (link?.startsWith('/'))
    return (
      <Link to={link} draggable={false} className="block size-full">
        {children}
      </Link>
    );
  if (link)
    return (
      <a href={link} draggable={false} className="block size-full">
        {children}
      </a>
    );
  return <>{children}</>;
}

/**
 * The home banner carousel (spec §4, §9): fade, no arrows, swipe, 30 s for video slides, 3.5 s
 * otherwise. The slides are stacked in one grid cell and the selected one is shown, so the server's
 * HTML has the carousel's final layout and no carousel library is needed.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const viewport = useViewportSize();
  const { data: banners = [] } = useBanners();
  const responsive = useMemo(() => responsiveSlides(banners), [banners]);
  const slides = useMemo(
    () => responsive ?? bannersForViewport(banners, viewport).map((banner) => ({ banner, art: null })),
    [responsive, banners, viewport],
  );
  const several = slides.length > 1;
  const [chosen, setSelected] = useState(0);
  const selected = chosen < slides.length ? chosen : 0;
  const [playing, setPlaying] = useState(true);
  const show = (index: number) => setSelected((index + slides.length) % slides.length);
  // The slides under the first are not laid out until the page is live, so their art (lazy) is fetched
  // after the first paint, not on the same line as the first slide's and the page's (Lighthouse's phone:
  // home's LCP 1.31 or 1.52 s from one run to the next with them on it, 1.27–1.32 s without).
  const live = usePageLive();

  // Autoplay; a slide chosen by hand restarts the wait (embla's `stopOnInteraction: false` before).
  const current = slides[selected];
  useEffect(() => {
    if (!playing || !several || !current) return;
    const timer = setTimeout(
      () => setSelected((index) => (index + 1) % slides.length),
      slideDelayMs(current.banner),
    );
    return () => clearTimeout(timer);
  }, [playing, several, current, slides.length]);

  const direction = directionOf(currentLanguage());
  // A swipe is read from the pointer's start and end, so its pace does not matter (spec §4: 40 px).
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || !several) return;
    const move = swipeDirection(event.clientX - start.x, event.clientY - start.y, direction);
    if (!move) return;
    swiped.current = true;
    show(move === 'next' ? selected + 1 : selected - 1);
  };
  // A swipe that ends on the banner's link is not a tap on it.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  if (slides.length === 0) return null;
  return (
    <section
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.banners')}
      className="relative overflow-hidden bg-navy-900"
    >
      <div
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        onClickCapture={onClickCapture}
        className={clsx('grid touch-pan-y overflow-hidden', frameClass)}
      >
        {slides.map((slide, index) => (
          <BannerSlide
            key={slide.banner.id}
            slide={slide}
            index={index}
            total={slides.length}
            isSelected={index === selected}
            held={!live && index !== selected}
          />
        ))}
      </div>
      {several && (
        // The strip spans the banner; only its buttons take clicks, the rest reaches the slide's link.
        <div className="pointer-events-none absolute inset-x-0 bottom-3 z-[2] flex items-center justify-center gap-2 [&>*]:pointer-events-auto">
          <button
            type="button"
            onClick={() => setPlaying((value) => !value)}
            aria-label={playing ? t('home.pause') : t('home.play')}
            className="flex size-8 items-center justify-center rounded-full bg-navy-950/60 text-white hover:bg-navy-950/80"
          >
            {playing ? (
              <Pause aria-hidden="true" className="size-4" />
            ) : (
              <Play aria-hidden="true" className="size-4" />
            )}
          </button>
          {slides.map((slide, index) => (
            <button
              key={slide.banner.id}
              type="button"
              onClick={() => show(index)}
              aria-label={t('home.goToSlide', { index: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              className="flex size-8 items-center justify-center"
            >
              <span
                className={clsx(
                  'block h-2 rounded-full transition-all',
                  index === selected ? 'w-6 bg-gold-500' : 'w-2 bg-white/70',
                )}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
