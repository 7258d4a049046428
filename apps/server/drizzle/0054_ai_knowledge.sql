CREATE TABLE "ai_knowledge" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"answer" text NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "ai_knowledge_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "idx_ai_knowledge_time" ON "ai_knowledge" USING btree ("tenant_id","create_time");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('ai_knowledge');