CREATE TABLE "lecture" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"mode" text NOT NULL,
	"speaker" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"grade_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"check_in_code" text NOT NULL,
	"replay_file_id" text,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "lecture_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "lecture_registration" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"lecture_id" text NOT NULL,
	"guardian_name" text NOT NULL,
	"mobile" text,
	"grade_id" text NOT NULL,
	"verified_by" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"satisfaction" integer,
	"comment" text DEFAULT '' NOT NULL,
	"feedback_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "lecture_registration_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "lecture_setting" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"retention_days" integer DEFAULT 90 NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "lecture_setting_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "lecture_registration" ADD CONSTRAINT "lecture_registration_tenant_id_lecture_id_lecture_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lecture_id") REFERENCES "public"."lecture"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_lecture_list" ON "lecture" USING btree ("tenant_id","start_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "uq_lecture_registration_mobile" ON "lecture_registration" USING btree ("tenant_id","lecture_id","mobile");--> statement-breakpoint
CREATE INDEX "idx_lecture_registration_lecture" ON "lecture_registration" USING btree ("tenant_id","lecture_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_lecture_setting_tenant" ON "lecture_setting" USING btree ("tenant_id");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('lecture');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('lecture_registration');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('lecture_setting');
