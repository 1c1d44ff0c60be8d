import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n';

type CardKey = 'amex' | 'diners' | 'mastercard' | 'visa' | 'masterpass' | 'unionpay';

/** Simplified card marks, drawn locally (nothing is fetched from card schemes at run time). */
const marks: Record<CardKey, ReactNode> = {
  amex: (
    <>
      <rect width="48" height="30" rx="4" fill="#1f72cd" />
      <text
        x="24"
        y="19"
        textAnchor="middle"
        fontSize="10"
        fontWeight="800"
        fill="#fff"
        fontFamily="Arial, sans-serif"
      >
        AMEX
      </text>
    </>
  ),
  diners: (
    <>
      <rect width="48" height="30" rx="4" fill="#fff" />
      <circle cx="24" cy="15" r="10" fill="#0079be" />
      <circle cx="24" cy="15" r="7" fill="#fff" />
      <rect x="22.6" y="8.5" width="2.8" height="13" fill="#0079be" />
    </>
  ),
  mastercard: (
    <>
      <rect width="48" height="30" rx="4" fill="#1a1a1a" />
      <circle cx="19.5" cy="15" r="8.5" fill="#eb001b" />
      <circle cx="28.5" cy="15" r="8.5" fill="#f79e1b" />
      <path d="M24 7.8a8.5 8.5 0 0 1 0 14.4 8.5 8.5 0 0 1 0-14.4z" fill="#ff5f00" />
    </>
  ),
  visa: (
    <>
      <rect width="48" height="30" rx="4" fill="#fff" />
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fontSize="13"
        fontStyle="italic"
        fontWeight="800"
        fill="#1a1f71"
        fontFamily="Arial, sans-serif"
      >
        VISA
      </text>
    </>
  ),
  masterpass: (
    <>
      <rect width="48" height="30" rx="4" fill="#fff" />
      <circle cx="20" cy="12" r="6" fill="none" stroke="#eb001b" strokeWidth="2.2" />
      <circle cx="28" cy="12" r="6" fill="none" stroke="#f79e1b" strokeWidth="2.2" />
      <text
        x="24"
        y="26.5"
        textAnchor="middle"
        fontSize="6.2"
        fontWeight="700"
        fill="#1a1a1a"
        fontFamily="Arial, sans-serif"
      >
        masterpass
      </text>
    </>
  ),
  unionpay: (
    <>
      <rect width="48" height="30" rx="4" fill="#fff" />
      <path d="M8 4h11l-4 22H4z" fill="#e21836" />
      <path d="M19 4h11l-4 22H15z" fill="#00447c" />
      <path d="M30 4h12l-4 22H26z" fill="#007b84" />
      <text
        x="24"
        y="18.5"
        textAnchor="middle"
        fontSize="7"
        fontWeight="800"
        fill="#fff"
        fontFamily="Arial, sans-serif"
      >
        UnionPay
      </text>
    </>
  ),
};

const order: CardKey[] = ['amex', 'diners', 'mastercard', 'visa', 'masterpass', 'unionpay'];

export function PaymentCardLogos() {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2">
      {order.map((card) => (
        <li key={card}>
          <svg
            viewBox="0 0 48 30"
            role="img"
            aria-label={t(`footer.cards.${card}`)}
            className="h-7 w-auto rounded ring-1 ring-white/15"
          >
            {marks[card]}
          </svg>
        </li>
      ))}
    </ul>
  );
}
