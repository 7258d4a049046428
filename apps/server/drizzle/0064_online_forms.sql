CREATE TABLE "onl_form" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"fields" jsonb NOT NULL,
	"next_field_no" integer NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "onl_form_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "onl_form_version" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"form_id" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "onl_form_version_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "onl_form_version" ADD CONSTRAINT "onl_form_version_tenant_id_form_id_onl_form_tenant_id_id_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."onl_form"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_onl_form_code" ON "onl_form" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "idx_onl_form_list" ON "onl_form" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "uq_onl_form_version" ON "onl_form_version" USING btree ("tenant_id","form_id","version");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('onl_form');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('onl_form_version');
