CREATE TABLE "sys_category" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"pid" text DEFAULT '0' NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"has_child" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "sys_category_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sys_check_rule" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"rule_name" text NOT NULL,
	"rule_code" text NOT NULL,
	"rule_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rule_description" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "sys_check_rule_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sys_position" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"post_rank" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "sys_position_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_category_code" ON "sys_category" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "idx_sys_category_pid" ON "sys_category" USING btree ("tenant_id","pid","code");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_check_rule_code" ON "sys_check_rule" USING btree ("tenant_id","rule_code");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_position_code" ON "sys_position" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "idx_sys_position_list" ON "sys_position" USING btree ("tenant_id","create_time" DESC NULLS FIRST);