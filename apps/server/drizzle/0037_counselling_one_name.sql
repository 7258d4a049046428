-- 咨询预约 is named counselling on every side now. Stored menu rows keep their ids (so grants and data
-- rules stay attached); the catalogue sync matches menus by url and buttons by code, so rename those first.
UPDATE sys_permission SET url = '/counselling' || substr(url, length('/appointment') + 1) WHERE url LIKE '/appointment%';
--> statement-breakpoint
UPDATE sys_permission SET component = 'counselling/' || substr(component, length('appointment/') + 1) WHERE component LIKE 'appointment/%';
--> statement-breakpoint
UPDATE sys_permission SET perms = 'counselling:' || substr(perms, length('appointment:') + 1) WHERE perms LIKE 'appointment:%';
