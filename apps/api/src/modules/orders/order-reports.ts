import type { ReportExportQuery, ReportQuery, SalesReport } from '@dfs/contract/ops/reports';
import { fromMinor, roundMiles } from '@dfs/domain/money';
import { stringify } from 'csv-stringify/sync';
import { safeCell } from '../../shared/csv-cells';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { MasterDataService } from '../master-data/master-data.service';
import type { OrderReportsRepository, ReportRange } from './order-reports.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_ITEMS = 10;

const rangeOf = (q: { from: string; to: string }): ReportRange => ({
  from: new Date(`${q.from}T00:00:00Z`),
  until: new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS),
});

/** Sales reports (decision record 032): per day, flight, route and currency, items, promotions, hand-over rate. */
export function createOrderReports(deps: {
  repository: OrderReportsRepository;
  catalogue: Pick<CatalogueService, 'itemNames'>;
  masterData: Pick<MasterDataService, 'currencyCode'>;
  now: () => Date;
}) {
  const { repository, catalogue, masterData } = deps;

  async function sales(query: ReportQuery): Promise<SalesReport> {
    const range = rangeOf(query);
    const [days, flights, routes, currencies, items, promos, handOver] = await Promise.all([
      repository.byDay(range),
      repository.byFlight(range),
      repository.byRoute(range),
      repository.byCurrency(range),
      repository.topItems(range, TOP_ITEMS),
      repository.promotions(range),
      repository.handOver(range, deps.now()),
    ]);
    const ids = [...new Set([...days, ...promos].map((r) => r.currency_id))];
    const codes = new Map(
      await Promise.all(ids.map(async (id) => [id, await masterData.currencyCode(id)] as const)),
    );
    const names = await catalogue.itemNames(items.map((i) => i.item_id));
    const amounts = (r: {
      currency_id: number;
      orders: number;
      gross_minor: number;
      refunded_minor: number;
    }) => {
      const gross = Number(r.gross_minor);
      const refunded = Number(r.refunded_minor);
      return {
        currency: codes.get(r.currency_id) ?? '',
        orders: r.orders,
        gross: fromMinor(gross),
        refunded: fromMinor(refunded),
        net: fromMinor(gross - refunded),
      };
    };
    return {
      from: query.from,
      to: query.to,
      byDay: days.map((r) => ({ day: r.day, ...amounts(r) })),
      byFlight: flights.map((r) => ({
        flightNumber: r.flight_number,
        departureDay: r.departure_day,
        ...amounts(r),
      })),
      byRoute: routes.map((r) => ({ origin: r.origin, destination: r.destination, ...amounts(r) })),
      byCurrency: currencies.map((r) => ({ ...amounts(r), miles: roundMiles(Number(r.miles)) })),
      topItems: items.map((i) => ({
        itemId: i.item_id,
        name: names.get(i.item_id) ?? '',
        quantity: i.quantity,
        orders: i.orders,
      })),
      promotions: promos.map((p) => ({
        promoCode: p.promo_code,
        currency: codes.get(p.currency_id) ?? '',
        orders: p.orders,
        discount: fromMinor(Number(p.discount_minor)),
      })),
      handOver: {
        due: handOver.due,
        handedOver: handOver.handedOver,
        rate: handOver.due === 0 ? 0 : Math.round((handOver.handedOver / handOver.due) * 10_000) / 10_000,
      },
    };
  }

  return {
    sales,

    /** One section of the report as CSV (a header row, then a row per line; cells safe from formulas). */
    async csv(query: ReportExportQuery): Promise<string> {
      const report = await sales(query);
      const money = ['currency', 'orders', 'gross', 'refunded', 'net'] as const;
      const tables: Record<
        ReportExportQuery['section'],
        { header: string[]; rows: Record<string, unknown>[] }
      > = {
        day: { header: ['day', ...money], rows: report.byDay },
        flight: { header: ['flightNumber', 'departureDay', ...money], rows: report.byFlight },
        route: { header: ['origin', 'destination', ...money], rows: report.byRoute },
        currency: { header: [...money, 'miles'], rows: report.byCurrency },
        items: { header: ['itemId', 'name', 'quantity', 'orders'], rows: report.topItems },
        promotions: { header: ['promoCode', 'currency', 'orders', 'discount'], rows: report.promotions },
      };
      const { header, rows } = tables[query.section];
      return stringify([header, ...rows.map((r) => header.map((key) => safeCell(String(r[key] ?? ''))))]);
    },
  };
}

export type OrderReports = ReturnType<typeof createOrderReports>;
