import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n';

type Network = 'facebook' | 'instagram' | 'x' | 'youtube' | 'linkedin';

const networks: { key: Network; href: string; icon: ReactNode }[] = [
  {
    key: 'facebook',
    href: 'https://www.facebook.com/',
    icon: (
      <path d="M13.5 21v-7.5H16l.4-3H13.5V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />
    ),
  },
  {
    key: 'instagram',
    href: 'https://www.instagram.com/',
    icon: (
      <>
        <rect
          x="4"
          y="4"
          width="16"
          height="16"
          rx="4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
        <circle cx="12" cy="12" r="3.6" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <circle cx="16.6" cy="7.4" r="1.1" />
      </>
    ),
  },
  {
    key: 'x',
    href: 'https://x.com/',
    icon: <path d="M5 4h4.2l3.6 5 4.3-5H19l-5.3 6.2L19.5 20h-4.2l-3.9-5.4L6.7 20H4.8l5.7-6.6z" />,
  },
  {
    key: 'youtube',
    href: 'https://www.youtube.com/',
    icon: (
      <>
        <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
        <path d="m10 9 5.2 3-5.2 3z" fill="#0a1a33" />
      </>
    ),
  },
  {
    key: 'linkedin',
    href: 'https://www.linkedin.com/',
    icon: (
      <>
        <rect x="4" y="9" width="3.4" height="11" />
        <circle cx="5.7" cy="5.7" r="2" />
        <path d="M10 9h3.2v1.6c.5-1 1.8-1.9 3.6-1.9 3 0 3.7 2 3.7 4.6V20h-3.4v-5.9c0-1.4-.3-2.5-1.7-2.5-1.5 0-2 1.1-2 2.5V20H10z" />
      </>
    ),
  },
];

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2">
      {networks.map((network) => (
        <li key={network.key}>
          <a
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-gold-500 hover:text-navy-950"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 fill-current">
              {network.icon}
            </svg>
            <span className="sr-only">{t(`footer.social.${network.key}`)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
