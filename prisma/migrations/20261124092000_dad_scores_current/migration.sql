-- Written by hand, no schema change. The dashboard used to recalculate the viewer's Dad Score on every load; now
-- the commands that change what it counts keep it current (docs/dad-score.md, api/src/domain/dad-score/refresh.ts)
-- and pages only read it. Bring every stored score to the formula's value once, so that none stays behind.
UPDATE "User" u SET "dadScore" = s.score
FROM (
  SELECT m.id,
      10 * (SELECT count(*) FROM "Post" p WHERE p."authorId" = m.id)
    + 3 * (SELECT count(*) FROM "Comment" c WHERE c."authorId" = m.id)
    + 2 * (SELECT count(*) FROM "Post" p JOIN "FistBump" f ON f."postId" = p.id WHERE p."authorId" = m.id AND f."userId" <> m.id)
    + 5 * ((SELECT count(*) FROM "Connection" k WHERE k."requesterId" = m.id AND k.status = 'accepted')
         + (SELECT count(*) FROM "Connection" k WHERE k."receiverId" = m.id AND k.status = 'accepted'))
    + 5 * (SELECT count(*) FROM "GroupMember" g WHERE g."userId" = m.id)
    + 15 * (SELECT count(*) FROM "EventAttendee" e WHERE e."userId" = m.id AND e.status = 'attending')
    + 100 * (SELECT count(*) FROM "User" r WHERE r."referredById" = m.id AND r."referralRewardedAt" IS NOT NULL) AS score
  FROM "User" m
) s
WHERE u.id = s.id AND u."dadScore" <> s.score;
