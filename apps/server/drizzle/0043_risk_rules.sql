CREATE TABLE "crisis_contact_setting" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"hotlines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"on_duty_name" text DEFAULT '' NOT NULL,
	"on_duty_phone" text DEFAULT '' NOT NULL,
	"on_duty_hours" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "crisis_contact_setting_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "crisis_risk_rule" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"rule_kind" text NOT NULL,
	"rule_text" text NOT NULL,
	"level" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"description" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "crisis_risk_rule_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uq_crisis_contact_setting_tenant" ON "crisis_contact_setting" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_crisis_risk_rule_text" ON "crisis_risk_rule" USING btree ("tenant_id","rule_kind","rule_text");--> statement-breakpoint
CREATE INDEX "idx_crisis_risk_rule_list" ON "crisis_risk_rule" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('crisis_risk_rule');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('crisis_contact_setting');
