CREATE TABLE "sys_tenant_contract" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"contract_no" text NOT NULL,
	"package_code" text NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"amount_fen" bigint NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"pay_state" text NOT NULL,
	"invoices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text,
	"reminded_days" integer,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "sys_tenant_contract_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "read_only_from" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_tenant_contract_no" ON "sys_tenant_contract" USING btree ("tenant_id","contract_no");--> statement-breakpoint
CREATE INDEX "idx_sys_tenant_contract_school" ON "sys_tenant_contract" USING btree ("tenant_id","school_id","end_date");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_tenant_contract');
