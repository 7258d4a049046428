CREATE TABLE "sys_permission_overlay" (
	"id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"permission_id" text NOT NULL,
	"name" text,
	"icon" text,
	"sort_no" double precision,
	"hidden" boolean,
	"keep_alive" boolean,
	"always_show" boolean,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp with time zone,
	CONSTRAINT "sys_permission_overlay_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_permission_overlay" ADD CONSTRAINT "sys_permission_overlay_permission_id_sys_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."sys_permission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sys_permission_overlay" ON "sys_permission_overlay" USING btree ("tenant_id","permission_id");