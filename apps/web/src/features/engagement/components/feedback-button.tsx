import { MessageSquareText } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../shared/i18n';

/** The floating Feedback tab, large screens only (spec §2). */
export function FeedbackButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (pathname === '/feed-back') return null;
  return (
    <Link
      to="/feed-back"
      className="fixed end-0 top-1/2 z-30 hidden -translate-y-1/2 rounded-s-md bg-gold-500 px-2 py-3 text-sm font-semibold text-navy-950 shadow-lg hover:bg-gold-400 lg:block"
    >
      {/* Vertical text on an inner box: on the link it would turn inset-inline-end into a vertical axis. */}
      <span className="flex items-center gap-2 [writing-mode:vertical-rl]">
        <MessageSquareText aria-hidden="true" className="size-4 rotate-90" />
        {t('app.feedback')}
      </span>
    </Link>
  );
}
