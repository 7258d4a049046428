CREATE INDEX "idx_counselling_booking_counsellor" ON "counselling_booking" USING btree ("tenant_id","counsellor_id","slot_start");--> statement-breakpoint
CREATE INDEX "idx_counselling_booking_status" ON "counselling_booking" USING btree ("tenant_id","status","slot_start");--> statement-breakpoint
CREATE INDEX "idx_counselling_booking_list" ON "counselling_booking" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idx_counselling_case_list" ON "counselling_case" USING btree ("tenant_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idx_counselling_case_status" ON "counselling_case" USING btree ("tenant_id","status","create_time");