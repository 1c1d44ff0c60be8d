DROP INDEX "item_search_documents_tokens_idx";--> statement-breakpoint
CREATE INDEX "item_search_documents_tokens_en_idx" ON "item_search_documents" USING gin ("tokens") WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "item_search_documents_tokens_zh_idx" ON "item_search_documents" USING gin ("tokens") WHERE locale = 'zh';--> statement-breakpoint
CREATE INDEX "item_search_documents_tokens_ar_idx" ON "item_search_documents" USING gin ("tokens") WHERE locale = 'ar';