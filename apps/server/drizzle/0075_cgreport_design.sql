ALTER TABLE "onl_cgreport_head" ADD COLUMN "filters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "onl_cgreport_head" ADD COLUMN "params" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "onl_cgreport_head" ADD COLUMN "group_by" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "onl_cgreport_head" ADD COLUMN "aggregates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "onl_cgreport_head" ADD COLUMN "column_dicts" jsonb DEFAULT '[]'::jsonb NOT NULL;