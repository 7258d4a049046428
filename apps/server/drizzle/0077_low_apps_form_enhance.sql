CREATE TABLE "low_app" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"entries" jsonb NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "low_app_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "onl_form_enhance" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"form_id" text NOT NULL,
	"version" integer NOT NULL,
	"script" text NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "onl_form_enhance_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "onl_form_enhance" ADD CONSTRAINT "onl_form_enhance_tenant_id_form_id_onl_form_tenant_id_id_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."onl_form"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_low_app_name" ON "low_app" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "idx_low_app_list" ON "low_app" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "uq_onl_form_enhance_version" ON "onl_form_enhance" USING btree ("tenant_id","form_id","version");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('low_app');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('onl_form_enhance');
