CREATE TABLE "sys_captcha" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_depart" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"parent_id" text,
	"depart_name" text NOT NULL,
	"depart_name_en" text,
	"depart_name_abbr" text,
	"depart_order" integer DEFAULT 0 NOT NULL,
	"description" text,
	"org_category" text DEFAULT '2' NOT NULL,
	"org_type" text DEFAULT '1' NOT NULL,
	"org_code" text NOT NULL,
	"mobile" text,
	"fax" text,
	"address" text,
	"memo" text,
	"status" text DEFAULT '1' NOT NULL,
	"del_flag" text DEFAULT '0' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_depart_role" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"depart_id" text NOT NULL,
	"role_name" text NOT NULL,
	"role_code" text NOT NULL,
	"description" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_depart_role_permission" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"depart_id" text NOT NULL,
	"role_id" text NOT NULL,
	"permission_id" text NOT NULL,
	"data_rule_ids" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_depart_role_user" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"drole_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"dict_name" text NOT NULL,
	"dict_code" text NOT NULL,
	"description" text,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_dict_item" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"dict_id" text NOT NULL,
	"item_text" text NOT NULL,
	"item_value" text NOT NULL,
	"item_color" text,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_log" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"log_type" integer NOT NULL,
	"log_content" text NOT NULL,
	"operate_type" integer,
	"userid" text,
	"username" text,
	"ip" text,
	"method" text,
	"request_url" text,
	"request_param" text,
	"request_type" text,
	"cost_time" integer,
	"client_type" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_login_attempt" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_permission" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"url" text,
	"component" text,
	"component_name" text,
	"redirect" text,
	"menu_type" integer NOT NULL,
	"perms" text,
	"perms_type" text DEFAULT '1' NOT NULL,
	"sort_no" double precision DEFAULT 0 NOT NULL,
	"always_show" boolean DEFAULT false NOT NULL,
	"icon" text,
	"is_route" boolean DEFAULT true NOT NULL,
	"is_leaf" boolean DEFAULT true NOT NULL,
	"keep_alive" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"hide_tab" boolean DEFAULT false NOT NULL,
	"internal_or_external" boolean DEFAULT false NOT NULL,
	"description" text,
	"status" text DEFAULT '1' NOT NULL,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_read_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"username" text NOT NULL,
	"resource" text NOT NULL,
	"record_id" text,
	"ip" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"role_name" text NOT NULL,
	"role_code" text NOT NULL,
	"description" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_role_permission" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"role_id" text NOT NULL,
	"permission_id" text NOT NULL,
	"data_rule_ids" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"org_code" text,
	"client_type" text DEFAULT 'PC' NOT NULL,
	"ip" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_sms_code" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_tenant" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"begin_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"status" integer DEFAULT 1 NOT NULL,
	"house_number" text,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"realname" text DEFAULT '' NOT NULL,
	"password" text NOT NULL,
	"avatar" text,
	"birthday" text,
	"sex" integer,
	"email" text,
	"phone" text,
	"org_code" text,
	"status" integer DEFAULT 1 NOT NULL,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"work_no" text,
	"post" text,
	"telephone" text,
	"user_identity" integer,
	"depart_ids" text,
	"login_tenant_id" integer DEFAULT 0 NOT NULL,
	"home_path" text,
	"last_pwd_update_time" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user_depart" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"dep_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"role_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_tenant" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "idx_sys_captcha_expires" ON "sys_captcha" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_depart_org_code" ON "sys_depart" USING btree ("tenant_id","org_code");--> statement-breakpoint
CREATE INDEX "idx_sys_depart_parent" ON "sys_depart" USING btree ("tenant_id","parent_id","depart_order");--> statement-breakpoint
CREATE INDEX "idx_sys_depart_list" ON "sys_depart" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_depart_role_code" ON "sys_depart_role" USING btree ("tenant_id","depart_id","role_code");--> statement-breakpoint
CREATE INDEX "idx_sys_depart_role_list" ON "sys_depart_role" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_depart_role_permission" ON "sys_depart_role_permission" USING btree ("tenant_id","role_id","permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_depart_role_user" ON "sys_depart_role_user" USING btree ("tenant_id","user_id","drole_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_dict_code" ON "sys_dict" USING btree ("tenant_id","dict_code");--> statement-breakpoint
CREATE INDEX "idx_sys_dict_list" ON "sys_dict" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idx_sys_dict_item_dict" ON "sys_dict_item" USING btree ("tenant_id","dict_id","sort_order");--> statement-breakpoint
CREATE INDEX "idx_sys_log_list" ON "sys_log" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idx_sys_log_type" ON "sys_log" USING btree ("tenant_id","log_type","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idx_sys_login_attempt" ON "sys_login_attempt" USING btree ("username","create_time");--> statement-breakpoint
CREATE INDEX "idx_sys_permission_parent" ON "sys_permission" USING btree ("parent_id","sort_no");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_permission_perms" ON "sys_permission" USING btree ("perms") WHERE "sys_permission"."perms" is not null;--> statement-breakpoint
CREATE INDEX "idx_sys_read_audit_list" ON "sys_read_audit" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idx_sys_read_audit_record" ON "sys_read_audit" USING btree ("tenant_id","resource","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_role_code" ON "sys_role" USING btree ("tenant_id","role_code");--> statement-breakpoint
CREATE INDEX "idx_sys_role_list" ON "sys_role" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_role_permission" ON "sys_role_permission" USING btree ("tenant_id","role_id","permission_id");--> statement-breakpoint
CREATE INDEX "idx_sys_session_user" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idx_sys_session_expires" ON "sys_session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "idx_sys_sms_code_mobile" ON "sys_sms_code" USING btree ("mobile","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_user_username" ON "sys_user" USING btree ("username");--> statement-breakpoint
CREATE INDEX "idx_sys_user_phone" ON "sys_user" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_user_depart" ON "sys_user_depart" USING btree ("tenant_id","user_id","dep_id");--> statement-breakpoint
CREATE INDEX "idx_sys_user_depart_dep" ON "sys_user_depart" USING btree ("tenant_id","dep_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_user_role" ON "sys_user_role" USING btree ("tenant_id","user_id","role_id");--> statement-breakpoint
CREATE INDEX "idx_sys_user_role_role" ON "sys_user_role" USING btree ("tenant_id","role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_user_tenant" ON "sys_user_tenant" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "idx_sys_user_tenant_user" ON "sys_user_tenant" USING btree ("user_id");