ALTER TABLE "onl_form" ADD COLUMN "tree" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "onl_form" ADD COLUMN "main_form_id" text;--> statement-breakpoint
ALTER TABLE "onl_form" ADD CONSTRAINT "onl_form_tenant_id_main_form_id_onl_form_tenant_id_id_fk" FOREIGN KEY ("tenant_id","main_form_id") REFERENCES "public"."onl_form"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_onl_form_main" ON "onl_form" USING btree ("tenant_id","main_form_id");