CREATE TABLE "stat_refresh" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_refresh_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "stat_rollup" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"metric" text NOT NULL,
	"month" text DEFAULT '' NOT NULL,
	"dim_a" text DEFAULT '' NOT NULL,
	"dim_b" text DEFAULT '' NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "stat_rollup_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "region_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_stat_refresh_tenant" ON "stat_refresh" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_stat_rollup" ON "stat_rollup" USING btree ("tenant_id","metric","month","dim_a","dim_b");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('stat_refresh');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('stat_rollup');