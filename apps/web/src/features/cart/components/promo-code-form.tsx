import { PromoCode } from '@dfs/contract/pricing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, TicketPercent, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useCartStore } from '../../../shared/cart-store';
import { useCurrencyStore } from '../../../shared/currency-store';
import { useTranslation } from '../../../shared/i18n';
import { showToast } from '../../../shared/toast';
import { Button } from '../../../shared/ui/button';
import { useItemDetail } from '../api/get-item-detail';
import { promoCodePriceListQueryOptions } from '../api/get-promo-code-price-list';
import { coversCart, productsCoveredBy } from '../promo-coverage';

type PromoMessage = 'required' | 'invalid' | 'checkFailed';

interface PromoCodeFormProps {
  /** 'cart' checks the code and applies it to the quote; 'browse' opens the code's products page. */
  mode: 'cart' | 'browse';
  initialCode?: string;
  /** Set by the products page when the server answered status 0 for the code shown. */
  invalid?: boolean;
}

/** The promo code field and its submit button (spec §2, §5): required, and a valid code. */
export function PromoCodeForm(props: PromoCodeFormProps) {
  const activeCode = useCartStore((s) => s.promoCode);
  if (props.mode === 'cart' && activeCode) return <ActivePromoCode code={activeCode} />;
  return <PromoCodeField {...props} />;
}

/** Up to three of the products a code covers, named, when it covers nothing in the cart. */
function CoveredProducts({ ids }: { ids: number[] }) {
  const { t } = useTranslation();
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const products = useItemDetail(ids.slice(0, 3), currencyId);
  const names = (products.data ?? []).map((p) => p.name);
  if (names.length === 0) return null;
  const more = ids.length > names.length ? ', …' : '';
  return <span className="block">{t('promo.coversOnly', { names: names.join(', ') + more })}</span>;
}

function ActivePromoCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const setPromoCode = useCartStore((s) => s.setPromoCode);
  const cartItemIds = useCartStore(useShallow((s) => Object.values(s.entries).map((e) => e.item.id)));
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const list = useQuery(promoCodePriceListQueryOptions(code, currencyId)).data?.priceList;
  const coversNothing = list ? !coversCart(list, cartItemIds) : false;
  return (
    <div
      className={
        coversNothing
          ? 'flex items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950'
          : 'flex items-center justify-between gap-3 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900'
      }
    >
      <span className="flex min-w-0 items-start gap-2">
        <TicketPercent aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0" role={coversNothing ? 'status' : undefined}>
          {coversNothing && list ? (
            <>
              <span className="block font-medium">{t('promo.appliesToNothing', { code })}</span>
              <CoveredProducts ids={productsCoveredBy(list)} />
            </>
          ) : (
            <span className="block">{t('promo.active', { code })}</span>
          )}
          {/* The way to everything the code lowers, e.g. to add more of it. */}
          <Link
            to={`/promocode-products/${encodeURIComponent(code)}`}
            className="font-medium text-emerald-950 underline"
          >
            {t('promo.seeProducts', { code })}
          </Link>
        </span>
      </span>
      <button
        type="button"
        onClick={() => setPromoCode(null)}
        aria-label={t('promo.removeCode')}
        className="flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-emerald-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

function PromoCodeField({ mode, initialCode = '', invalid = false }: PromoCodeFormProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const messageId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const rejectedCode = useCartStore((s) => s.rejectedPromoCode);
  const setPromoCode = useCartStore((s) => s.setPromoCode);
  const [code, setCode] = useState(initialCode || (mode === 'cart' ? (rejectedCode ?? '') : ''));
  const [message, setMessage] = useState<PromoMessage | null>(null);
  const [checking, setChecking] = useState(false);
  const [edited, setEdited] = useState(false);

  const refused = invalid || (mode === 'cart' && rejectedCode !== null);
  const shownMessage: PromoMessage | null = message ?? (refused && !edited ? 'invalid' : null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed.length === 0) return setMessage('required');
    const parsed = PromoCode.safeParse(typed);
    if (!parsed.success) return setMessage('invalid');
    const normalized = parsed.data.toUpperCase();
    setMessage(null);
    if (mode === 'browse') {
      navigate(`/promocode-products/${encodeURIComponent(normalized)}`);
      return;
    }
    setChecking(true);
    try {
      const answer = await queryClient.fetchQuery(promoCodePriceListQueryOptions(normalized, currencyId));
      if (answer.status === 0) {
        setMessage('invalid');
        return;
      }
      setPromoCode(normalized);
      setCode('');
      const cartItemIds = Object.values(useCartStore.getState().entries).map((e) => e.item.id);
      if (answer.priceList && !coversCart(answer.priceList, cartItemIds))
        showToast('warning', t('promo.appliesToNothing', { code: normalized }));
      else showToast('success', t('promo.applied', { code: normalized }));
    } catch {
      setMessage('checkFailed');
    } finally {
      setChecking(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-navy-900">
        {t('promo.label')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={fieldId}
          name="promoCode"
          value={code}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          placeholder={t('promo.placeholder')}
          aria-invalid={shownMessage !== null}
          aria-describedby={shownMessage ? messageId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setMessage(null);
            setEdited(true);
          }}
          className="min-h-11 w-0 min-w-0 flex-1 rounded-md border border-navy-200 bg-white px-3 text-sm text-navy-950 uppercase placeholder:text-navy-400 placeholder:normal-case focus:border-navy-500 aria-invalid:border-red-600"
        />
        <Button type="submit" variant="secondary" disabled={checking}>
          {checking && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {checking ? t('promo.checking') : mode === 'cart' ? t('promo.submit') : t('promo.show')}
        </Button>
      </div>
      {shownMessage && (
        <p id={messageId} role="alert" className="mt-1.5 text-sm text-red-700">
          {t(`promo.${shownMessage}`)}
        </p>
      )}
    </form>
  );
}
