CREATE TABLE "sys_oidc_binding" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"provider_id" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_oidc_binding_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sys_oidc_flow" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"provider_id" text NOT NULL,
	"state" text,
	"nonce" text,
	"code_verifier" text,
	"subject" text,
	"username" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_oidc_provider" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"protocol" text DEFAULT 'oidc' NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"scopes" text DEFAULT 'openid profile' NOT NULL,
	"username_claim" text DEFAULT 'preferred_username' NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "sys_oidc_provider_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_session" ADD COLUMN "pinned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_sms_gateway" ADD COLUMN "resend_seconds" integer;--> statement-breakpoint
ALTER TABLE "sys_sms_gateway" ADD COLUMN "per_number_per_hour" integer;--> statement-breakpoint
ALTER TABLE "sys_sms_gateway" ADD COLUMN "per_address_per_hour" integer;--> statement-breakpoint
ALTER TABLE "sys_oidc_binding" ADD CONSTRAINT "sys_oidc_binding_tenant_id_provider_id_sys_oidc_provider_tenant_id_id_fk" FOREIGN KEY ("tenant_id","provider_id") REFERENCES "public"."sys_oidc_provider"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_oidc_binding_subject" ON "sys_oidc_binding" USING btree ("tenant_id","provider_id","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_oidc_binding_user" ON "sys_oidc_binding" USING btree ("tenant_id","provider_id","user_id");--> statement-breakpoint
CREATE INDEX "idx_sys_oidc_flow_expires" ON "sys_oidc_flow" USING btree ("expires_at");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_oidc_binding');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_oidc_provider');