import path from 'node:path';
import { toMinor } from '@dfs/domain/money';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client';
import type { AuditStep } from './modules/audit/audit.service';
import { bulkRoutes } from './modules/bulk/bulk.routes';
import type { CatalogueService } from './modules/catalogue/catalogue.service';
import { createCatalogueBulkRepository } from './modules/catalogue/catalogue-bulk.repository';
import { catalogueOpsRoutes } from './modules/catalogue/catalogue-ops.routes';
import { createCatalogueOpsService } from './modules/catalogue/catalogue-ops.service';
import { createCollectionsOpsRepository } from './modules/catalogue/collections-ops.repository';
import { collectionsOpsRoutes } from './modules/catalogue/collections-ops.routes';
import { createCollectionsOpsService } from './modules/catalogue/collections-ops.service';
import { createItemImageStore } from './modules/catalogue/item-images';
import { createRegulationRepository } from './modules/catalogue/regulation.repository';
import { createRegulationService } from './modules/catalogue/regulation.service';
import { regulationOpsRoutes } from './modules/catalogue/regulation-ops.routes';
import { createStaffItemsRepository } from './modules/catalogue/staff-items.repository';
import type { FlightsService } from './modules/flights/flights.service';
import { createCurrenciesOpsRepository } from './modules/master-data/currencies-ops.repository';
import { currenciesOpsRoutes } from './modules/master-data/currencies-ops.routes';
import { createCurrenciesOpsService } from './modules/master-data/currencies-ops.service';
import type { MasterDataService } from './modules/master-data/master-data.service';
import { createMasterDataOpsRepository } from './modules/master-data/master-data-ops.repository';
import { masterDataOpsRoutes } from './modules/master-data/master-data-ops.routes';
import { createMasterDataOpsService } from './modules/master-data/master-data-ops.service';
import { createOnboardStockRepository } from './modules/onboard/onboard-stock.repository';
import type { ItemOffers } from './modules/pricing/item-offers';
import { createOffersOpsRepository } from './modules/pricing/offers-ops.repository';
import { offersOpsRoutes } from './modules/pricing/offers-ops.routes';
import { createOffersOpsService } from './modules/pricing/offers-ops.service';
import { createPriceBulkRepository } from './modules/pricing/price-bulk.repository';
import { createPriceRulesOpsRepository } from './modules/pricing/price-rules-ops.repository';
import { priceRulesOpsRoutes } from './modules/pricing/price-rules-ops.routes';
import { createPriceRulesOpsService } from './modules/pricing/price-rules-ops.service';
import { createPromoCodesOpsRepository } from './modules/pricing/promo-codes-ops.repository';
import { promoCodesOpsRoutes } from './modules/pricing/promo-codes-ops.routes';
import { createPromoCodesOpsService } from './modules/pricing/promo-codes-ops.service';
import { unitPricesWith } from './modules/pricing/promo-rates';
import type { SearchService } from './modules/search/search.service';

/**
 * The operations console's catalogue calls (issue 18): items, regulation, collections, master data,
 * bulk files, offers, promo codes, price rules and currencies. Each staff write clears the
 * storefront's read caches (and rebuilds search documents where names change) and is audited.
 */
export async function registerCatalogueConsole(
  app: FastifyInstance,
  deps: {
    db: Db;
    dataDir: string;
    catalogue: CatalogueService;
    search: SearchService;
    itemOffers: ItemOffers;
    masterData: MasterDataService;
    flights: FlightsService;
    auditFor: (staffId: number) => AuditStep;
    now: () => Date;
    /** A price import warns of a price moving more than this many times (PRICE_CHANGE_WARN_FACTOR). */
    priceChangeWarnFactor: number;
  },
): Promise<void> {
  const { db, catalogue, search, itemOffers, masterData, flights, auditFor, now } = deps;
  const uploads = createItemImageStore(path.join(deps.dataDir, 'media'));
  await app.register(catalogueOpsRoutes, {
    catalogue,
    db,
    ops: createCatalogueOpsService({
      repository: createStaffItemsRepository(db),
      catalogue,
      search,
      images: uploads,
      now,
    }),
    auditFor,
  });
  await app.register(regulationOpsRoutes, {
    regulation: createRegulationService({
      repository: createRegulationRepository(db),
      staffChanged: catalogue.staffChanged,
    }),
    auditFor,
  });
  await app.register(collectionsOpsRoutes, {
    ops: createCollectionsOpsService({
      repository: createCollectionsOpsRepository(db),
      published: catalogue.staffChanged,
    }),
    auditFor,
  });
  await app.register(masterDataOpsRoutes, {
    ops: createMasterDataOpsService({
      repository: createMasterDataOpsRepository(db),
      published: async (itemIds) => {
        catalogue.staffChanged();
        if (itemIds?.length) await search.rebuild(itemIds);
      },
    }),
    saveArt: uploads.saveArt,
    auditFor,
  });
  await app.register(bulkRoutes, {
    db,
    tables: {
      items: createCatalogueBulkRepository(db),
      unitPrices: createPriceBulkRepository(db),
      flights,
      onboardStock: createOnboardStockRepository(db),
    },
    auditFor,
    published: catalogue.staffChanged,
    priceChangeWarnFactor: deps.priceChangeWarnFactor,
  });
  await app.register(offersOpsRoutes, {
    offers: createOffersOpsService({
      repository: createOffersOpsRepository(db),
      offers: itemOffers.offers,
      invalidate: catalogue.staffChanged,
      now,
    }),
    auditFor,
  });
  const usdId = async () =>
    (await masterData.currencies()).currenciesRes.find((c) => c.currencyCode === 'USD')!.id;
  await app.register(promoCodesOpsRoutes, {
    promoCodes: createPromoCodesOpsService({
      repository: createPromoCodesOpsRepository(db),
      unitPrices: async (itemIds, definition) =>
        unitPricesWith(itemIds, await usdId(), definition, { catalogue, masterData }),
      itemNames: (itemIds, tx) => catalogue.itemNames(itemIds, tx),
      // Every process's read caches (decision 028): staff changed what travellers see.
      invalidate: catalogue.staffChanged,
      now,
    }),
    auditFor,
  });
  await app.register(priceRulesOpsRoutes, {
    priceRules: createPriceRulesOpsService({
      repository: createPriceRulesOpsRepository(db),
      products: async (itemIds) => catalogue.itemDetails(itemIds, await usdId()),
      itemLabels: (itemIds, tx) => catalogue.itemLabels(itemIds, tx),
      // Every process's read caches (decision 028): staff changed what travellers see.
      invalidate: catalogue.staffChanged,
      now,
    }),
    auditFor,
  });
  await app.register(currenciesOpsRoutes, {
    currencies: createCurrenciesOpsService({
      repository: createCurrenciesOpsRepository(db),
      shownPrices: async (usdId, itemId) => {
        const ids =
          itemId !== undefined
            ? [itemId]
            : (await catalogue.staffItems({ page: 1, pageSize: 5 })).rows.map((row) => row.id);
        return (await catalogue.itemDetails(ids, usdId)).map((p) => ({
          itemId: p.id,
          itemCode: p.itemCode,
          name: p.name,
          usdMinor: toMinor(p.offerPrice),
        }));
      },
      // Every process's read caches (decision 028): staff changed what travellers see.
      invalidate: catalogue.staffChanged,
    }),
    auditFor,
  });
}
