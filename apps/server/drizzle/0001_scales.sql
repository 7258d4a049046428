CREATE TABLE "eval_custom_scale" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "eval_package" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"consent_text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "eval_package_item" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"package_id" text NOT NULL,
	"scale_code" text NOT NULL,
	"alias" text DEFAULT '' NOT NULL,
	"sort_no" integer NOT NULL,
	"student_can_view_report" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eval_scale_setting" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"scale_code" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"pinned_version" text,
	"norm_set" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "eval_scale_version" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"scale_code" text NOT NULL,
	"version" text NOT NULL,
	"base_version" text,
	"source" text NOT NULL,
	"note" text,
	"definition" jsonb NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uq_eval_custom_scale_code" ON "eval_custom_scale" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "idx_eval_custom_scale_list" ON "eval_custom_scale" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "uq_eval_package_name" ON "eval_package" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "idx_eval_package_list" ON "eval_package" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idx_eval_package_item_package" ON "eval_package_item" USING btree ("tenant_id","package_id","sort_no");--> statement-breakpoint
CREATE INDEX "idx_eval_package_item_scale" ON "eval_package_item" USING btree ("tenant_id","scale_code");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_eval_scale_setting" ON "eval_scale_setting" USING btree ("tenant_id","scale_code");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_eval_scale_version" ON "eval_scale_version" USING btree ("tenant_id","scale_code","version");--> statement-breakpoint
CREATE INDEX "idx_eval_scale_version_list" ON "eval_scale_version" USING btree ("tenant_id","create_time" DESC NULLS FIRST);