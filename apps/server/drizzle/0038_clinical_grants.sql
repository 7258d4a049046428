CREATE TABLE "sys_clinical_grant" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"target_kind" text NOT NULL,
	"role_id" text NOT NULL,
	"depart_id" text,
	"role_name" text NOT NULL,
	"permission_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"requester_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_clinical_grant_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_clinical_grant" ADD CONSTRAINT "sys_clinical_grant_permission_id_sys_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."sys_permission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_sys_clinical_grant_status" ON "sys_clinical_grant" USING btree ("tenant_id","status");--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('sys_clinical_grant');
--> statement-breakpoint
-- Clinical grants are off for every administrator role by default (issue 19): the catalogue used to
-- hand every button to each school's admin role, counselling notes and the crisis compartment included.
DELETE FROM sys_role_permission
WHERE role_id IN (SELECT id FROM sys_role WHERE role_code = 'admin')
  AND permission_id IN (
    SELECT id FROM sys_permission
    WHERE perms IN ('counselling:note:list', 'counselling:note:edit', 'crisis:case:notes', 'counselling:centre:director')
  );
