SELECT xinmiao_enable_tenant_rls('counselling_rota_cell');
--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('counselling_room_closure');
--> statement-breakpoint
SELECT xinmiao_enable_tenant_rls('counselling_booking_event');
