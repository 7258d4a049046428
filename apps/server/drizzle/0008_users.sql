CREATE TABLE "sys_depart_permission" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"depart_id" text NOT NULL,
	"permission_id" text NOT NULL,
	"data_rule_ids" text,
	"operate_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_depart_permission_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_depart_permission" ADD CONSTRAINT "sys_depart_permission_tenant_id_depart_id_sys_depart_tenant_id_id_fk" FOREIGN KEY ("tenant_id","depart_id") REFERENCES "public"."sys_depart"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_depart_permission" ADD CONSTRAINT "sys_depart_permission_permission_id_sys_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."sys_permission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_depart_permission" ON "sys_depart_permission" USING btree ("tenant_id","depart_id","permission_id");