-- 中心主任 (issue 19): the centre director is whoever holds counselling:centre:director, a clinical grant,
-- and no longer whoever sits in a role coded centre_director (0038 stopped that). Members of such a role
-- would lose the director's access: each school that has one with members gets a 中心主任 role
-- (centre_head) holding the director grant, and those members join it. A member who is also in the
-- school's admin role is left out on purpose: an administrator joining a centre_director role was the
-- hole 0038 closed; such a person is added through the second approver.
INSERT INTO sys_role (id, tenant_id, role_name, role_code, data_scope, create_by)
SELECT replace(gen_random_uuid()::text, '-', ''), t.tenant_id, '中心主任', 'centre_head', 'all', 'system'
FROM (
  SELECT DISTINCT r.tenant_id
  FROM sys_role r
  JOIN sys_user_role ur ON ur.tenant_id = r.tenant_id AND ur.role_id = r.id
  WHERE r.role_code = 'centre_director'
) t
WHERE NOT EXISTS (SELECT 1 FROM sys_role z WHERE z.tenant_id = t.tenant_id AND z.role_code = 'centre_head');
--> statement-breakpoint
INSERT INTO sys_role_permission (id, tenant_id, role_id, permission_id)
SELECT replace(gen_random_uuid()::text, '-', ''), z.tenant_id, z.id, p.id
FROM sys_role z
JOIN sys_permission p ON p.perms = 'counselling:centre:director' AND p.del_flag = 0
WHERE z.role_code = 'centre_head'
  AND EXISTS (SELECT 1 FROM sys_role r WHERE r.tenant_id = z.tenant_id AND r.role_code = 'centre_director')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_user_role (id, tenant_id, user_id, role_id)
SELECT replace(gen_random_uuid()::text, '-', ''), ur.tenant_id, ur.user_id, z.id
FROM sys_user_role ur
JOIN sys_role old ON old.tenant_id = ur.tenant_id AND old.id = ur.role_id AND old.role_code = 'centre_director'
JOIN sys_role z ON z.tenant_id = ur.tenant_id AND z.role_code = 'centre_head'
WHERE NOT EXISTS (
  SELECT 1
  FROM sys_user_role a
  JOIN sys_role ar ON ar.tenant_id = a.tenant_id AND ar.id = a.role_id AND ar.role_code = 'admin'
  WHERE a.tenant_id = ur.tenant_id AND a.user_id = ur.user_id
)
ON CONFLICT DO NOTHING;
