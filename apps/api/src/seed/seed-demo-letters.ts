import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { opinionLetters } from '../db/schema/areas/opinion-letters.ts';
import { users } from '../db/schema/index.ts';

// The opinion mailbox's demo letters (issue 19): per commune one from its resident (waiting), one from a guest
// (answered) and two anonymous (one archived, one waiting), so each of the mailbox's screens has something to show.
const LETTERS = [
  {
    kind: 'resident',
    title: 'Đề nghị sửa đoạn đường vào thôn',
    content:
      'Đoạn đường bê tông vào thôn bị sạt một bên sau mưa lớn, xe máy đi qua rất nguy hiểm. Đề nghị xã sớm khắc phục.',
    reply: null,
  },
  {
    kind: 'guest',
    title: 'Hỏi về thủ tục đăng ký tạm trú',
    content: 'Tôi làm việc tại xã được 3 tháng, xin hỏi cần mang giấy tờ gì để đăng ký tạm trú?',
    reply:
      '<p>Anh/chị mang căn cước công dân và hợp đồng thuê nhà đến bộ phận một cửa của UBND xã vào giờ hành chính.</p>',
  },
  {
    kind: 'anonymous',
    title: 'Phản ánh tiếng ồn karaoke ban đêm',
    content: 'Nhiều hộ hát karaoke quá 22 giờ, ảnh hưởng giấc ngủ của người già và trẻ nhỏ.',
    reply: '<p>Công an xã đã nhắc nhở các hộ liên quan và sẽ kiểm tra trong các đêm cuối tuần.</p>',
    archived: true,
  },
  {
    kind: 'anonymous',
    title: 'Đổ trộm phế thải xây dựng ven suối',
    content: 'Ban đêm có xe đổ phế thải xây dựng ở bãi đất ven suối cuối thôn, đề nghị xã kiểm tra.',
    reply: null,
  },
] as const;

const code = (ward: number, n: number) =>
  `DEMO${String(ward).padStart(4, '0')}${n}ABC`.slice(0, 12).replace(/[01IO]/g, 'Z');

export async function seedDemoLetters(tx: Tx, wards: readonly { id: number }[]) {
  const residents = await tx
    .select({ id: users.id, wardId: users.wardId })
    .from(users)
    .where(inArray(users.username, ['nguoidan1', 'nguoidan2']));
  const [quanTri] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'quantri1'));
  const rows = wards.flatMap((ward, w) =>
    LETTERS.map((letter, n) => ({
      kind: letter.kind,
      wardId: ward.id,
      title: letter.title,
      content: letter.content,
      senderId: letter.kind === 'resident' ? (residents.find((r) => r.wardId === ward.id)?.id ?? null) : null,
      guestName: letter.kind === 'guest' ? 'Phạm Văn Tâm' : null,
      guestPhone: letter.kind === 'guest' ? `09880000${w}${n}` : null,
      followUpCode: code(w + 1, n + 1),
      status: 'archived' in letter ? 'archived' : letter.reply ? 'replied' : 'new',
      reply: letter.reply,
      repliedAt: letter.reply ? new Date() : null,
      repliedBy: letter.reply ? (quanTri?.id ?? null) : null,
      archivedAt: 'archived' in letter ? new Date() : null,
      archivedBy: 'archived' in letter ? (quanTri?.id ?? null) : null,
    })),
  );
  await tx.insert(opinionLetters).values(rows);
  return rows.length;
}
