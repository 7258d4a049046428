CREATE TABLE "onl_cgreport_head" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_field" text,
	"sort_order" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "onl_cgreport_head_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uq_onl_cgreport_head_code" ON "onl_cgreport_head" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "idx_onl_cgreport_head_list" ON "onl_cgreport_head" USING btree ("tenant_id","create_time" DESC NULLS FIRST);