DROP INDEX "uq_sys_user_username";--> statement-breakpoint
ALTER TABLE "eval_custom_scale" DROP CONSTRAINT "eval_custom_scale_pkey";--> statement-breakpoint
ALTER TABLE "eval_package" DROP CONSTRAINT "eval_package_pkey";--> statement-breakpoint
ALTER TABLE "eval_package" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "eval_package" ALTER COLUMN "status" SET DATA TYPE integer USING "status"::integer;--> statement-breakpoint
ALTER TABLE "eval_package" ALTER COLUMN "status" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "eval_package_item" DROP CONSTRAINT "eval_package_item_pkey";--> statement-breakpoint
ALTER TABLE "eval_scale_setting" DROP CONSTRAINT "eval_scale_setting_pkey";--> statement-breakpoint
ALTER TABLE "eval_scale_version" DROP CONSTRAINT "eval_scale_version_pkey";--> statement-breakpoint
ALTER TABLE "sys_announcement" DROP CONSTRAINT "sys_announcement_pkey";--> statement-breakpoint
ALTER TABLE "sys_announcement_send" DROP CONSTRAINT "sys_announcement_send_pkey";--> statement-breakpoint
ALTER TABLE "sys_depart" DROP CONSTRAINT "sys_depart_pkey";--> statement-breakpoint
ALTER TABLE "sys_depart" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sys_depart" ALTER COLUMN "status" SET DATA TYPE integer USING "status"::integer;--> statement-breakpoint
ALTER TABLE "sys_depart" ALTER COLUMN "status" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "sys_depart" ALTER COLUMN "del_flag" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sys_depart" ALTER COLUMN "del_flag" SET DATA TYPE integer USING "del_flag"::integer;--> statement-breakpoint
ALTER TABLE "sys_depart" ALTER COLUMN "del_flag" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "sys_depart_role" DROP CONSTRAINT "sys_depart_role_pkey";--> statement-breakpoint
ALTER TABLE "sys_depart_role_permission" DROP CONSTRAINT "sys_depart_role_permission_pkey";--> statement-breakpoint
ALTER TABLE "sys_depart_role_user" DROP CONSTRAINT "sys_depart_role_user_pkey";--> statement-breakpoint
ALTER TABLE "sys_dict" DROP CONSTRAINT "sys_dict_pkey";--> statement-breakpoint
ALTER TABLE "sys_dict_item" DROP CONSTRAINT "sys_dict_item_pkey";--> statement-breakpoint
ALTER TABLE "sys_log" DROP CONSTRAINT "sys_log_pkey";--> statement-breakpoint
ALTER TABLE "sys_permission" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sys_permission" ALTER COLUMN "status" SET DATA TYPE integer USING "status"::integer;--> statement-breakpoint
ALTER TABLE "sys_permission" ALTER COLUMN "status" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "sys_read_audit" DROP CONSTRAINT "sys_read_audit_pkey";--> statement-breakpoint
ALTER TABLE "sys_role" DROP CONSTRAINT "sys_role_pkey";--> statement-breakpoint
ALTER TABLE "sys_role_permission" DROP CONSTRAINT "sys_role_permission_pkey";--> statement-breakpoint
ALTER TABLE "sys_user_depart" DROP CONSTRAINT "sys_user_depart_pkey";--> statement-breakpoint
ALTER TABLE "sys_user_role" DROP CONSTRAINT "sys_user_role_pkey";--> statement-breakpoint
ALTER TABLE "sys_user_tenant" DROP CONSTRAINT "sys_user_tenant_pkey";--> statement-breakpoint
ALTER TABLE "sys_user_tenant" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sys_user_tenant" ALTER COLUMN "status" SET DATA TYPE integer USING "status"::integer;--> statement-breakpoint
ALTER TABLE "sys_user_tenant" ALTER COLUMN "status" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "eval_custom_scale" ADD CONSTRAINT "eval_custom_scale_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "eval_package" ADD CONSTRAINT "eval_package_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "eval_package_item" ADD CONSTRAINT "eval_package_item_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "eval_scale_setting" ADD CONSTRAINT "eval_scale_setting_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "eval_scale_version" ADD CONSTRAINT "eval_scale_version_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sys_announcement" ADD CONSTRAINT "sys_announcement_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sys_announcement_send" ADD CONSTRAINT "sys_announcement_send_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sys_depart" ADD CONSTRAINT "sys_depart_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sys_depart_role" ADD CONSTRAINT "sys_depart_role_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sys_depart_role_permission" ADD CONSTRAINT "sys_depart_role_permission_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sys_depart_role_user" ADD CONSTRAINT "sys_depart_role_user_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sys_dict" ADD CONSTRAINT "sys_dict_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sys_dict_item" ADD CONSTRAINT "sys_dict_item_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sys_log" ADD CONSTRAINT "sys_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sys_read_audit" ADD CONSTRAINT "sys_read_audit_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sys_role" ADD CONSTRAINT "sys_role_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sys_role_permission" ADD CONSTRAINT "sys_role_permission_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sys_user_depart" ADD CONSTRAINT "sys_user_depart_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sys_user_tenant" ADD CONSTRAINT "sys_user_tenant_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "tenant_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "sys_user" u SET "tenant_id" = coalesce((SELECT min(m."tenant_id") FROM "sys_user_tenant" m WHERE m."user_id" = u."id"), 0);--> statement-breakpoint
ALTER TABLE "eval_package_item" ADD CONSTRAINT "eval_package_item_tenant_id_package_id_eval_package_tenant_id_id_fk" FOREIGN KEY ("tenant_id","package_id") REFERENCES "public"."eval_package"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_announcement_send" ADD CONSTRAINT "sys_announcement_send_tenant_id_annt_id_sys_announcement_tenant_id_id_fk" FOREIGN KEY ("tenant_id","annt_id") REFERENCES "public"."sys_announcement"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_announcement_send" ADD CONSTRAINT "sys_announcement_send_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_depart_role" ADD CONSTRAINT "sys_depart_role_tenant_id_depart_id_sys_depart_tenant_id_id_fk" FOREIGN KEY ("tenant_id","depart_id") REFERENCES "public"."sys_depart"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_depart_role_permission" ADD CONSTRAINT "sys_depart_role_permission_tenant_id_role_id_sys_depart_role_tenant_id_id_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."sys_depart_role"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_depart_role_permission" ADD CONSTRAINT "sys_depart_role_permission_permission_id_sys_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."sys_permission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_depart_role_user" ADD CONSTRAINT "sys_depart_role_user_tenant_id_drole_id_sys_depart_role_tenant_id_id_fk" FOREIGN KEY ("tenant_id","drole_id") REFERENCES "public"."sys_depart_role"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_depart_role_user" ADD CONSTRAINT "sys_depart_role_user_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_dict_item" ADD CONSTRAINT "sys_dict_item_tenant_id_dict_id_sys_dict_tenant_id_id_fk" FOREIGN KEY ("tenant_id","dict_id") REFERENCES "public"."sys_dict"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_permission" ADD CONSTRAINT "sys_role_permission_tenant_id_role_id_sys_role_tenant_id_id_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."sys_role"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_permission" ADD CONSTRAINT "sys_role_permission_permission_id_sys_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."sys_permission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_depart" ADD CONSTRAINT "sys_user_depart_tenant_id_dep_id_sys_depart_tenant_id_id_fk" FOREIGN KEY ("tenant_id","dep_id") REFERENCES "public"."sys_depart"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_depart" ADD CONSTRAINT "sys_user_depart_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_tenant_id_role_id_sys_role_tenant_id_id_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."sys_role"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_tenant" ADD CONSTRAINT "sys_user_tenant_tenant_id_sys_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sys_tenant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_tenant" ADD CONSTRAINT "sys_user_tenant_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_sys_user_login" ON "sys_user" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_user_username" ON "sys_user" USING btree ("tenant_id","username");