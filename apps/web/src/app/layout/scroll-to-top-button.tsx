import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n';

/** Spec §9: appears after scrolling more than 100 px. */
const SHOW_AFTER_PX = 100;

export function ScrollToTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t('app.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0 })}
      className="animate-fade-in fixed end-5 bottom-5 z-40 flex size-11 items-center justify-center rounded-full bg-navy-900 text-white shadow-lg ring-1 ring-white/20 hover:bg-navy-700"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
