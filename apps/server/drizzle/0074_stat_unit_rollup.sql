CREATE TABLE "stat_unit_rollup" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"grade" text NOT NULL,
	"klass" text NOT NULL,
	"metric" text NOT NULL,
	"month" text DEFAULT '' NOT NULL,
	"dim_a" text DEFAULT '' NOT NULL,
	"dim_b" text DEFAULT '' NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "stat_unit_rollup_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uq_stat_unit_rollup" ON "stat_unit_rollup" USING btree ("tenant_id","grade","klass","metric","month","dim_a","dim_b");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('stat_unit_rollup');
