CREATE TABLE "career_holland_mapping" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"letter" text NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"major_families" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"occupation_families" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "career_holland_mapping_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uq_career_holland_mapping_letter" ON "career_holland_mapping" USING btree ("tenant_id","letter");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('career_holland_mapping');