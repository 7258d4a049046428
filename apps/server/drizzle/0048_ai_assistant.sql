CREATE TABLE "ai_consent" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"given_by" text NOT NULL,
	"guardian_name" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_consent_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "ai_conversation" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"student_id" text,
	"risk_case_id" text,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "ai_conversation_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "ai_message" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"conversation_id" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"provider" text,
	"risk_rule_id" text,
	"tokens" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_message_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "ai_setting" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"provider" text DEFAULT 'offline' NOT NULL,
	"base_url" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"api_key_sealed" text,
	"external_enabled" integer DEFAULT 0 NOT NULL,
	"monthly_token_budget" integer DEFAULT 200000 NOT NULL,
	"retention_days" integer DEFAULT 180 NOT NULL,
	"student_per_minute" integer DEFAULT 6 NOT NULL,
	"school_per_minute" integer DEFAULT 120 NOT NULL,
	"budget_notice_month" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "ai_setting_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "ai_consent" ADD CONSTRAINT "ai_consent_tenant_id_student_id_school_student_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."school_student"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_message" ADD CONSTRAINT "ai_message_tenant_id_conversation_id_ai_conversation_tenant_id_id_fk" FOREIGN KEY ("tenant_id","conversation_id") REFERENCES "public"."ai_conversation"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_ai_consent_student" ON "ai_consent" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "idx_ai_conversation_user" ON "ai_conversation" USING btree ("tenant_id","user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "idx_ai_conversation_last" ON "ai_conversation" USING btree ("tenant_id","last_message_at");--> statement-breakpoint
CREATE INDEX "idx_ai_message_conversation" ON "ai_message" USING btree ("tenant_id","conversation_id","create_time");--> statement-breakpoint
CREATE INDEX "idx_ai_message_time" ON "ai_message" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_ai_setting_tenant" ON "ai_setting" USING btree ("tenant_id");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('ai_setting');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('ai_consent');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('ai_conversation');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('ai_message');