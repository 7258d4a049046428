CREATE TABLE "screening_report" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"result_id" text NOT NULL,
	"report_state" text NOT NULL,
	"review_by" text,
	"review_time" timestamp with time zone,
	"note" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "screening_report_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "screening_report" ADD CONSTRAINT "screening_report_tenant_id_result_id_screening_result_tenant_id_id_fk" FOREIGN KEY ("tenant_id","result_id") REFERENCES "public"."screening_result"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_screening_report_result" ON "screening_report" USING btree ("tenant_id","result_id");