ALTER TABLE "screening_task" ADD COLUMN "career" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Tasks that already answer only RIASEC (the built-in Holland-profile scale; the demo's 生涯兴趣调查)
-- are career surveys: they move from 测评任务 to 生涯调查.
UPDATE "screening_task" t SET "career" = true
WHERE EXISTS (SELECT 1 FROM "eval_package_item" i WHERE i.tenant_id = t.tenant_id AND i.package_id = t.package_id)
  AND NOT EXISTS (SELECT 1 FROM "eval_package_item" i WHERE i.tenant_id = t.tenant_id AND i.package_id = t.package_id AND i.scale_code <> 'RIASEC');--> statement-breakpoint
-- The 生涯导师 role was seeded with career:survey:list only; it now runs the surveys (add, edit,
-- delete), once per existing school (new schools get them from the seed).
INSERT INTO sys_role_permission (id, tenant_id, role_id, permission_id)
SELECT replace(gen_random_uuid()::text, '-', ''), r.tenant_id, r.id, p.id
FROM sys_role r
JOIN sys_permission p ON p.menu_type = 2 AND p.del_flag = 0 AND p.perms IN ('career:survey:add', 'career:survey:edit', 'career:survey:delete')
WHERE r.role_code = 'shengya'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- 辅导员 and 班主任 read career reports within their scope: they follow their students' surveys on
-- 生涯调查 (progress and Holland codes of the students they reach).
INSERT INTO sys_role_permission (id, tenant_id, role_id, permission_id)
SELECT replace(gen_random_uuid()::text, '-', ''), r.tenant_id, r.id, p.id
FROM sys_role r
JOIN sys_permission p ON p.menu_type = 2 AND p.del_flag = 0 AND p.perms = 'career:survey:list'
WHERE r.role_code IN ('fudaoyuan', 'banzhuren')
ON CONFLICT DO NOTHING;
