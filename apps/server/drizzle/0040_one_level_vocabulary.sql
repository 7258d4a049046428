-- One warning level vocabulary (issue 20): the school's crisis_level dictionary (数据字典 预警等级)
-- names every 0–3 level. Items still carrying the old default names get the new defaults, whose
-- colour words rank themselves; a school that renamed or recoloured a level keeps its own choice.
UPDATE "sys_dict_item" AS i
SET "item_text" = v.new_text, "update_time" = now()
FROM "sys_dict" AS d,
  (VALUES ('3', '一级', '红色预警'), ('2', '二级', '橙色预警'), ('1', '三级', '黄色预警'), ('0', '关注', '未达预警'))
    AS v(item_value, old_text, new_text)
WHERE d."tenant_id" = i."tenant_id" AND d."id" = i."dict_id" AND d."dict_code" = 'crisis_level'
  AND i."item_value" = v.item_value AND i."item_text" = v.old_text;
--> statement-breakpoint
UPDATE "sys_dict_item" AS i
SET "item_color" = '#52c41a', "update_time" = now()
FROM "sys_dict" AS d
WHERE d."tenant_id" = i."tenant_id" AND d."id" = i."dict_id" AND d."dict_code" = 'crisis_level'
  AND i."item_value" = '0' AND i."item_color" = '#1677ff';
--> statement-breakpoint
UPDATE "sys_dict" SET "dict_name" = '预警等级', "update_time" = now()
WHERE "dict_code" = 'crisis_level' AND "dict_name" = '危机预警等级';
--> statement-breakpoint
-- warning_level was seeded but never read; leaving it would keep a second, different set of names.
DELETE FROM "sys_dict_item" AS i
USING "sys_dict" AS d
WHERE d."tenant_id" = i."tenant_id" AND d."id" = i."dict_id" AND d."dict_code" = 'warning_level';
--> statement-breakpoint
DELETE FROM "sys_dict" WHERE "dict_code" = 'warning_level';
