CREATE TABLE "relax_article" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"publish_time" timestamp with time zone,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "relax_article_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "relax_audio" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_id" text,
	"demo_tone" text,
	"duration_sec" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "relax_audio_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "relax_mood_entry" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"day" date NOT NULL,
	"mood" integer NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"signalled" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "relax_mood_entry_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "relax_setting" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"fall_points" integer DEFAULT 2 NOT NULL,
	"low_days" integer DEFAULT 3 NOT NULL,
	"fall_level" integer DEFAULT 1 NOT NULL,
	"phrase_level" integer DEFAULT 3 NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "relax_setting_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "relax_mood_entry" ADD CONSTRAINT "relax_mood_entry_tenant_id_student_id_school_student_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."school_student"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_relax_article_list" ON "relax_article" USING btree ("tenant_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idx_relax_audio_list" ON "relax_audio" USING btree ("tenant_id","sort_no","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_relax_mood_day" ON "relax_mood_entry" USING btree ("tenant_id","student_id","day");--> statement-breakpoint
CREATE INDEX "idx_relax_mood_day" ON "relax_mood_entry" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_relax_setting_tenant" ON "relax_setting" USING btree ("tenant_id");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('relax_audio');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('relax_article');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('relax_mood_entry');--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('relax_setting');