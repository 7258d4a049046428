-- The 生涯导师 role takes 生涯咨询 bookings (decisions §56), but only the seed granted it the booking
-- codes: schools seeded before that lack them, so their mentors are on no rota line and see no
-- career booking. Granted once per existing school. A database that predates the
-- counselling:booking:career row gets it when the catalogue sync adds the code (a new code reaches
-- the built-in roles the seed gives it to, seed/catalog.ts).
INSERT INTO sys_role_permission (id, tenant_id, role_id, permission_id)
SELECT replace(gen_random_uuid()::text, '-', ''), r.tenant_id, r.id, p.id
FROM sys_role r
JOIN sys_permission p ON p.menu_type = 2 AND p.del_flag = 0
  AND p.perms IN ('counselling:booking:list', 'counselling:booking:edit', 'counselling:booking:career')
WHERE r.role_code = 'shengya'
ON CONFLICT DO NOTHING;
